import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnectionState } from '@/lib/socket';

/** Spec 4: a disconnect the client did not start asks the user to reload. */
export function ConnectionDialog() {
  const { t } = useTranslation(['common', 'lots']);
  const state = useConnectionState();
  return (
    <Modal
      opened={state === 'disrupted'}
      onClose={() => undefined}
      withCloseButton={false}
      title={t('connection.title')}
      centered
    >
      <Stack>
        <Text>{t('connection.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('connection.reload')}</Button>
      </Stack>
    </Modal>
  );
}

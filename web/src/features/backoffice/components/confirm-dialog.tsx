import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before an action that cannot be undone (an award, declining every offer). */
export function ConfirmDialog(p: {
  opened: boolean;
  title: string;
  body: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Modal opened={p.opened} onClose={p.onClose} title={p.title} centered>
      <Text data-testid="confirm-body">{p.body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={p.onClose}>
          {t('offers.cancel')}
        </Button>
        <Button loading={p.busy} onClick={p.onConfirm} data-testid="confirm-ok">
          {t('offers.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

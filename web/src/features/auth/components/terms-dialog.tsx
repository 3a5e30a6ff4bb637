import { Button, Checkbox, Modal, ScrollArea, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptTerms } from '../api/auth-api';

/** Blocking dialog after login while termcheck is false (spec 4); it has no close button. */
export function TermsDialog({ opened, content }: { opened: boolean; content: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const accept = useAcceptTerms();
  const form = useForm({
    initialValues: { accepted: false },
    validate: { accepted: (v) => (v ? null : t('terms.mustAccept')) },
  });
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={t('terms.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
    >
      <form onSubmit={form.onSubmit(() => accept.mutate())}>
        <Stack>
          <ScrollArea.Autosize mah={320}>{content}</ScrollArea.Autosize>
          <Checkbox
            label={t('terms.accept')}
            {...form.getInputProps('accepted', { type: 'checkbox' })}
          />
          <Button type="submit" loading={accept.isPending}>
            {t('common:actions.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

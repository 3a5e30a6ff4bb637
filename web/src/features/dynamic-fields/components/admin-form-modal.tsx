import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The admin's add-or-edit dialog for a field, a table or a table's row: its inputs, then Cancel
 * and Save. `name` names the form's test ids (`<name>-form`, `<name>-save`).
 */
export function AdminFormModal({
  name,
  title,
  size,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  name: string;
  title: string;
  size?: ModalProps['size'];
  busy: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('lotform');
  return (
    <Modal opened size={size} onClose={onClose} title={title}>
      <form noValidate data-testid={`${name}-form`} onSubmit={onSubmit}>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.modal.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid={`${name}-save`}>
              {t('admin.modal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

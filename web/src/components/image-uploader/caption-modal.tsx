import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export interface Caption {
  filename: string;
  title: string;
  description: string;
}

export interface CaptionModalProps {
  opened: boolean;
  /** 'add' after an upload, 'edit' for an image already in the list. */
  mode: 'add' | 'edit';
  initial: Caption;
  onSave: (caption: Caption) => void;
  onCancel: () => void;
}

/**
 * Spec 5: filename, title and description, all required. The form starts from `initial` when it
 * mounts: give it a `key` per image.
 */
export function CaptionModal({ opened, mode, initial, onSave, onCancel }: CaptionModalProps) {
  const { t } = useTranslation('uploads');
  const form = useForm<Caption>({
    initialValues: initial,
    validate: {
      filename: (v) => (v.trim() ? null : t('caption.enterFilename')),
      title: (v) => (v.trim() ? null : t('caption.enterTitle')),
      description: (v) => (v.trim() ? null : t('caption.enterDescription')),
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={mode === 'add' ? t('caption.addTitle') : t('caption.editTitle')}
      centered
    >
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          onSave({
            filename: v.filename.trim(),
            title: v.title.trim(),
            description: v.description.trim(),
          }),
        )}
      >
        <Stack>
          <TextInput
            label={t('caption.filename')}
            withAsterisk
            {...form.getInputProps('filename')}
          />
          <TextInput label={t('caption.title')} withAsterisk {...form.getInputProps('title')} />
          <Textarea
            label={t('caption.description')}
            withAsterisk
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('caption.cancel')}
            </Button>
            <Button type="submit">{t('caption.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

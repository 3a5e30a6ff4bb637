import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@/lib/alerts';
import { useSubmitContactUs } from '../api/contact-us';
import { type ContactMessage, contactErrors } from '../model/contact-rules';

export function ContactForm() {
  const { t } = useTranslation(['common']);
  const submit = useSubmitContactUs();
  const form = useForm<ContactMessage>({
    initialValues: { name: '', email: '', phone: '', subject: '', message: '' },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(contactErrors(values)).map(([k, e]) => [k, t(`validation.${e}`)]),
      ),
  });
  const onSubmit = form.onSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => {
        showAlert(t('contact.sent'), 'success');
        form.reset();
      },
      onError: (e) => showAlert(e.message, 'error'),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="contact-form">
      <Stack>
        <TextInput label={t('contact.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label={t('contact.email')}
          type="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <TextInput label={t('contact.phone')} type="tel" {...form.getInputProps('phone')} />
        <TextInput label={t('contact.subject')} withAsterisk {...form.getInputProps('subject')} />
        <Textarea
          label={t('contact.message')}
          minRows={5}
          autosize
          withAsterisk
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
}

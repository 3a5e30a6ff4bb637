import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { useCaptcha } from '@/components/captcha/use-captcha';
import { showAlert } from '@/lib/alerts';
import { useSubmitContactUs } from '../api/contact-us';
import { type ContactMessage, contactErrors } from '../model/contact-rules';

export function ContactForm() {
  const { t } = useTranslation(['common']);
  const submit = useSubmitContactUs();
  const captcha = useCaptcha();
  const form = useForm<ContactMessage>({
    initialValues: { name: '', email: '', phone: '', subject: '', message: '' },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(contactErrors(values)).map(([k, e]) => [k, t(`validation.${e}`)]),
      ),
  });
  const onSubmit = form.onSubmit(async (values) =>
    submit.mutate(
      { ...values, captcha: await captcha.answer() },
      {
        onSuccess: () => {
          showAlert(t('contact.sent'), 'success');
          form.reset();
        },
        onError: (e) => showAlert(e.message, 'error'),
        // A solution is taken once: the next message gets a fresh one.
        onSettled: captcha.renew,
      },
    ),
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
          minRows={4}
          withAsterisk
          {...form.getInputProps('message')}
        />
        <CaptchaField key={captcha.round} onChange={captcha.set} />
        <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
}

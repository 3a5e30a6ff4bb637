import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@/lib/alerts';
import { useSubscribeNewsletter } from '../api/subscribe';
import { newsletterEmailError } from '../model/newsletter-rules';

export function NewsletterForm() {
  const { t } = useTranslation(['common', 'lots']);
  const subscribe = useSubscribeNewsletter();
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (v) => {
        const err = newsletterEmailError(v);
        return err ? t(`validation.${err}`) : null;
      },
    },
  });
  const submit = form.onSubmit(({ email }) =>
    subscribe.mutate(email.trim(), {
      onSuccess: () => {
        showAlert(t('footer.subscribed'), 'success');
        form.reset();
      },
      onError: (e) => showAlert(e.message, 'error'),
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="newsletter">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('footer.newsletter')}
          placeholder={t('footer.newsletterPlaceholder')}
          type="email"
          style={{ flex: 1 }}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={subscribe.isPending}>
          {t('footer.subscribe')}
        </Button>
      </Group>
    </form>
  );
}

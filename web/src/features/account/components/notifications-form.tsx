import { Button, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdatePreference } from '../api/account-api';

export function NotificationsForm() {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdatePreference();
  const form = useForm({ initialValues: { email_outbid: true, email_closing: true, email_won: true } });
  return (
    <form onSubmit={form.onSubmit((v) => update.mutate(v))}>
      <Stack maw={420}>
        <Switch label={t('notifications.outbid')} {...form.getInputProps('email_outbid', { type: 'checkbox' })} />
        <Switch label={t('notifications.closing')} {...form.getInputProps('email_closing', { type: 'checkbox' })} />
        <Switch label={t('notifications.won')} {...form.getInputProps('email_won', { type: 'checkbox' })} />
        <Button type="submit" w="fit-content" loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Stack, Switch, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { RouteBody } from '@facet/event-schemas';
import { useUpdatePreference } from '../api/account-api';

// The preference keys the server accepts (user/updatePreference is strict).
const GROUPS = {
  email: ['email_outbid', 'email_won', 'email_auction_start', 'email_newsletter'],
  sms: ['sms_outbid', 'sms_won'],
} as const satisfies Record<string, readonly (keyof RouteBody<'user/updatePreference'>)[]>;
type PreferenceKey = (typeof GROUPS)[keyof typeof GROUPS][number];

export function NotificationsForm({
  preferences,
}: {
  preferences: Record<string, boolean> | undefined;
}) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdatePreference();
  const keys = [...GROUPS.email, ...GROUPS.sms];
  const form = useForm<Record<PreferenceKey, boolean>>({
    initialValues: Object.fromEntries(
      keys.map((k) => [k, preferences?.[k] ?? k.startsWith('email_')]),
    ) as Record<PreferenceKey, boolean>,
  });
  return (
    <form onSubmit={form.onSubmit((v) => update.mutate(v))} data-testid="notifications-form">
      <Stack maw={420}>
        {(Object.keys(GROUPS) as Array<keyof typeof GROUPS>).map((group) => (
          <Stack key={group} gap="xs">
            <Title order={4}>{t(`notifications.${group}`)}</Title>
            {GROUPS[group].map((k) => (
              <Switch
                key={k}
                name={k}
                label={t(`notifications.${k}`)}
                {...form.getInputProps(k, { type: 'checkbox' })}
              />
            ))}
          </Stack>
        ))}
        <Button type="submit" w="fit-content" loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}

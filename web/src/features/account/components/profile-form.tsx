import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { rules, type RuleMessage } from '@/lib/form-rules';
import type { PublicUser } from '@facet/event-schemas';
import { useSendVerifyLink, useUpdateProfile, type ProfileChanges } from '../api/account-api';

export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateProfile();
  const sendLink = useSendVerifyLink();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm<ProfileChanges>({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone ?? '',
      company_name: user.company_name ?? '',
    },
    validate: {
      first_name: (v) => msg(rules.requiredBang(v)),
      last_name: (v) => msg(rules.requiredBang(v)),
    },
  });
  const submit = (v: ProfileChanges) =>
    update.mutate({
      ...v,
      phone: v.phone?.trim() || null,
      company_name: v.company_name?.trim() || null,
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="profile-form">
      <Stack maw={560}>
        <Title order={3}>{t('profile.details')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.firstName')}
            name="first_name"
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('profile.lastName')}
            name="last_name"
            withAsterisk
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput label={t('profile.email')} value={user.email} disabled />
        {user.email_verified === false && (
          <Alert color="yellow" data-testid="email-not-verified">
            <Group justify="space-between">
              {t('profile.notVerified')}
              <Button
                size="xs"
                variant="light"
                loading={sendLink.isPending}
                onClick={() => sendLink.mutate()}
              >
                {t('profile.sendLink')}
              </Button>
            </Group>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.phone')}
            type="tel"
            name="phone"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('profile.company')}
            name="company_name"
            {...form.getInputProps('company_name')}
          />
        </SimpleGrid>
        <Button type="submit" w="fit-content" loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}

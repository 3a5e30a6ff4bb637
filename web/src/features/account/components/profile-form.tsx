import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useUpdateProfile } from '../api/account-api';

export function ProfileForm() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useSession();
  const update = useUpdateProfile();
  const required = (v: string) => (v.trim() ? null : t('common:validation.required'));
  const form = useForm({
    initialValues: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', email: user?.email ?? '' },
    validate: { first_name: required, last_name: required },
  });
  return (
    <form key={user?.id} onSubmit={form.onSubmit((v) => update.mutate({ first_name: v.first_name, last_name: v.last_name }))}>
      <Stack maw={560}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('profile.firstName')} {...form.getInputProps('first_name')} />
          <TextInput label={t('profile.lastName')} {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label={t('profile.email')} disabled {...form.getInputProps('email')} />
        <Button type="submit" w="fit-content" loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/account-api';

export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { current_password: '', password: '', confirm_password: '' },
    validate: {
      current_password: (v) => (v ? null : t('common:validation.requiredBang')),
      password: (v) => (!v ? t('common:validation.requiredBang') : v.length < 8 ? t('common:validation.minPassword') : null),
      confirm_password: (v, all) =>
        !v ? t('common:validation.requiredBang') : v !== all.password ? t('common:validation.passwordsNotMatch') : null,
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => update.mutate({ ...v, change_password: 1 }, { onSuccess: () => form.reset() }))} noValidate>
      <Stack maw={420}>
        <PasswordInput label={t('change.current')} {...form.getInputProps('current_password')} />
        <PasswordInput label={t('change.password')} {...form.getInputProps('password')} />
        <PasswordInput label={t('change.confirm')} {...form.getInputProps('confirm_password')} />
        <Button type="submit" w="fit-content" loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}

import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface NewPassword {
  password: string;
  confirm_password: string;
}

/** The new password, its strength and its confirmation: a reset and a change ask the same. */
export function NewPasswordFields<T extends NewPassword>({ form }: { form: UseFormReturnType<T> }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordInput
        label={t('reset.password')}
        name="password"
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordStrengthMeter password={form.getValues().password} />
      <PasswordInput
        label={t('reset.confirm')}
        name="confirm_password"
        autoComplete="new-password"
        {...form.getInputProps('confirm_password')}
      />
    </>
  );
}

import { Button, Paper, PasswordInput, Progress, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/auth-api';
import { passwordScore, strengthKey } from '../model/password-strength';

export function ResetPasswordForm({ token, onDone }: { token?: string; onDone: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirm_password: '' },
    validate: {
      password: (v) => (!v ? t('common:validation.requiredBang') : v.length < 8 ? t('common:validation.minPassword') : null),
      confirm_password: (v, values) =>
        !v ? t('common:validation.requiredBang') : v !== values.password ? t('common:validation.passwordsNotMatch') : null,
    },
  });
  const score = passwordScore(form.getValues().password);
  return (
    <Paper withBorder p="xl" maw={420} mx="auto" mt="xl">
      <form onSubmit={form.onSubmit((v) => reset.mutate({ ...v, token }, { onSuccess: onDone }))} noValidate>
        <Stack>
          <Title order={2}>{t('reset.title')}</Title>
          <PasswordInput label={t('reset.password')} {...form.getInputProps('password')} />
          <Progress value={score * 25} color={score <= 1 ? 'red' : score === 2 ? 'yellow' : 'teal'} size="sm" />
          <Text size="xs" c="dimmed">
            {t(`strength.${strengthKey(score)}`)}
          </Text>
          <PasswordInput label={t('reset.confirm')} {...form.getInputProps('confirm_password')} />
          <Button type="submit" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

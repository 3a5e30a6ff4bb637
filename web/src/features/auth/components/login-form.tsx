import { Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogin } from '../api/auth-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const login = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (!v ? t('common:validation.required') : EMAIL.test(v) ? null : t('common:validation.invalidEmail')),
      password: (v) => (v ? null : t('common:validation.required')),
    },
  });
  return (
    <Paper withBorder p="xl" maw={420} mx="auto" mt="xl">
      <form onSubmit={form.onSubmit((values) => login.mutate(values, { onSuccess }))} noValidate>
        <Stack>
          <Title order={2}>{t('login.title')}</Title>
          <TextInput label={t('login.email')} type="email" name="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput label={t('login.password')} name="password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Button type="submit" loading={login.isPending}>
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to="/forgot_password" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}

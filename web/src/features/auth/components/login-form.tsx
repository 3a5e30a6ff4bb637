import {
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rules, type RuleMessage } from '@/lib/form-rules';
import type { PublicUser } from '@facet/event-schemas';
import { useLogin } from '../api/auth-api';
import { namedFields } from '@/lib/form-fields';

export function LoginForm({ onSuccess }: { onSuccess: (user: PublicUser) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const login = useLogin();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => msg(rules.email(v)),
      password: (v) => msg(rules.requiredBang(v)),
    },
  });
  const input = namedFields(form);
  return (
    <Paper withBorder p="xl" maw={420} mx="auto" mt="xl">
      <form
        onSubmit={form.onSubmit((values) =>
          login.mutate(
            { ...values, email: values.email.trim() },
            { onSuccess: (r) => onSuccess(r.user) },
          ),
        )}
        noValidate
      >
        <Stack>
          <Title order={2}>{t('login.title')}</Title>
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            {...input('email')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            {...input('password')}
          />
          <Button type="submit" loading={login.isPending}>
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to="/forgot_password" size="sm">
            {t('login.forgot')}
          </Anchor>
          <Group gap={4}>
            <span>{t('login.noAccount')}</span>
            <Anchor component={Link} to="/register" size="sm" data-testid="register-link">
              {t('login.register')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

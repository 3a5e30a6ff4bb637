import { Anchor, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rules, type RuleMessage } from '@/lib/form-rules';
import { useForgotPassword } from '../api/auth-api';
import { namedFields } from '@/lib/form-fields';

export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'common']);
  const forgot = useForgotPassword();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (v) => msg(rules.email(v)),
    },
  });
  const input = namedFields(form);
  return (
    <Paper withBorder p="xl" maw={420} mx="auto" mt="xl">
      <form
        onSubmit={form.onSubmit((values) => forgot.mutate({ email: values.email.trim() }))}
        noValidate
      >
        <Stack>
          <Title order={2}>{t('forgot.title')}</Title>
          <TextInput label={t('login.email')} type="email" {...input('email')} />
          <Button type="submit" loading={forgot.isPending}>
            {t('forgot.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t('forgot.back')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}

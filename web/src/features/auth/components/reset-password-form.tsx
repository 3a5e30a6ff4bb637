import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { rules, type RuleMessage } from '@/lib/form-rules';
import { useResetPassword } from '../api/auth-api';
import { NewPasswordFields } from './new-password-fields';

/** /reset_password/:token: the link from the e-mail; single use on the server. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const reset = useResetPassword();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm({
    initialValues: { password: '', confirm_password: '' },
    validate: {
      password: (v) => msg(rules.password(v)),
      confirm_password: (v, all) => msg(rules.confirm(v, all.password)),
    },
  });
  return (
    <Paper withBorder p="xl" maw={420} mx="auto" mt="xl">
      <form
        onSubmit={form.onSubmit((v) =>
          reset.mutate({ ...v, user_token: token }, { onSuccess: onDone }),
        )}
        noValidate
      >
        <Stack>
          <Title order={2}>{t('reset.title')}</Title>
          <NewPasswordFields form={form} />
          {reset.isError && (
            <Text c="red" size="sm" role="alert">
              {reset.error.message}
            </Text>
          )}
          <Button type="submit" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

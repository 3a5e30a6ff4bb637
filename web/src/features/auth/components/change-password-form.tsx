import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { rules, type RuleMessage } from '@/lib/form-rules';
import { useChangeOwnPassword } from '../api/auth-api';
import { NewPasswordFields } from './new-password-fields';
import { namedFields } from '@/lib/form-fields';

/** /account/change and the forced reset (/reset_password): both end every other session. */
export function ChangePasswordForm({ hint, onDone }: { hint?: string; onDone?: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const change = useChangeOwnPassword();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm({
    initialValues: { current_password: '', password: '', confirm_password: '' },
    validate: {
      current_password: (v) => msg(rules.requiredBang(v)),
      password: (v) => msg(rules.password(v)),
      confirm_password: (v, all) => msg(rules.confirm(v, all.password)),
    },
  });
  const input = namedFields(form);
  const submit = form.onSubmit((v) =>
    change.mutate(v, {
      onSuccess: () => {
        form.reset();
        onDone?.();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack maw={420}>
        {hint && <Text>{hint}</Text>}
        <PasswordInput
          label={t('reset.current')}
          autoComplete="current-password"
          {...input('current_password')}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" w="fit-content" loading={change.isPending}>
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}

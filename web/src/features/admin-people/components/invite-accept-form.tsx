import {
  Alert,
  Button,
  Checkbox,
  Paper,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { useCaptcha } from '@/components/captcha/use-captcha';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rules, type RuleMessage } from '@/lib/form-rules';
import { type Acceptance, useAcceptInvite, useInviteDetails } from '../api/invite';
import { namedFields } from '@/lib/form-fields';

/** /invite?token=…: the invited e-mail and role, fixed; the invitee chooses a name and password. */
export function InviteAcceptForm({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation(['adminpeople', 'common']);
  const details = useInviteDetails(token);
  const invite = details.data;
  const accept = useAcceptInvite(token, invite?.email ?? '');
  const captcha = useCaptcha();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm<Acceptance>({
    initialValues: {
      first_name: '',
      last_name: '',
      password: '',
      confirm_password: '',
      termcheck: false,
    },
    validate: {
      first_name: (v) => msg(rules.requiredBang(v)),
      last_name: (v) => msg(rules.requiredBang(v)),
      password: (v) => msg(rules.password(v)),
      confirm_password: (v, all) => msg(rules.confirm(v, all.password)),
      termcheck: (v) => msg(rules.terms(v)),
    },
  });
  const input = namedFields(form);
  const { setValues } = form;
  useEffect(() => {
    if (invite) setValues({ first_name: invite.first_name, last_name: invite.last_name });
    // The invitation's names prefill the form; the invitee may change them.
  }, [invite, setValues]);
  if (!token || details.isError)
    return (
      <Alert color="red" maw={560} mx="auto" mt="xl" data-testid="invite-invalid">
        {t('adminpeople:accept.invalid')}
      </Alert>
    );
  if (!invite) return <Skeleton h={320} maw={560} mx="auto" mt="xl" />;
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl">
      <form
        onSubmit={form.onSubmit(async (v) =>
          accept.mutate(
            { ...v, captcha: await captcha.answer() },
            { onSuccess: onAccepted, onError: captcha.renew },
          ),
        )}
        noValidate
        data-testid="invite-accept-form"
      >
        <Stack>
          <Title order={2}>{t('adminpeople:accept.title')}</Title>
          <Text data-testid="invite-summary">
            {t('adminpeople:accept.summary', {
              email: invite.email,
              role: t(`adminpeople:users.roles.${invite.role}`),
            })}
          </Text>
          <TextInput label={t('adminpeople:invite.email')} value={invite.email} readOnly />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('adminpeople:invite.firstName')}
              withAsterisk
              {...input('first_name')}
            />
            <TextInput
              label={t('adminpeople:invite.lastName')}
              withAsterisk
              {...input('last_name')}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('adminpeople:accept.password')}
            autoComplete="new-password"
            withAsterisk
            {...input('password')}
          />
          <PasswordInput
            label={t('adminpeople:accept.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            {...input('confirm_password')}
          />
          <Checkbox
            label={t('adminpeople:accept.terms')}
            {...input('termcheck', { type: 'checkbox' })}
          />
          <CaptchaField key={captcha.round} onChange={captcha.set} />
          <Button type="submit" loading={accept.isPending} data-testid="invite-accept">
            {t('adminpeople:accept.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

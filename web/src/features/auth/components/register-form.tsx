import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rules, type RuleMessage } from '@/lib/form-rules';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { useCaptcha } from '@/components/captcha/use-captcha';
import { useRegister, type Registration } from '../api/auth-api';
import { countryOptions } from '@/lib/countries';
import { PasswordStrengthMeter } from './password-strength-meter';
import { namedFields } from '@/lib/form-fields';

export function RegisterForm({
  phonePrefix,
  onSuccess,
}: {
  phonePrefix: string;
  onSuccess: () => void;
}) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const register = useRegister();
  const captcha = useCaptcha();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm<Registration>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      phone: phonePrefix,
      country: 'US',
      termcheck: false,
    },
    validate: {
      first_name: (v) => msg(rules.requiredBang(v)),
      last_name: (v) => msg(rules.requiredBang(v)),
      email: (v) => msg(rules.email(v)),
      password: (v) => msg(rules.password(v)),
      confirm_password: (v, all) => msg(rules.confirm(v, all.password)),
      termcheck: (v) => msg(rules.terms(v)),
    },
  });
  const input = namedFields(form);
  const submit = async (values: Registration) =>
    register.mutate(
      { ...values, email: values.email.trim(), captcha: await captcha.answer() },
      { onSuccess, onError: captcha.renew },
    );
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl">
      <form onSubmit={form.onSubmit(submit)} noValidate data-testid="register-form">
        <Stack>
          <Title order={2}>{t('register.title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('register.firstName')}
              autoComplete="given-name"
              withAsterisk
              {...input('first_name')}
            />
            <TextInput
              label={t('register.lastName')}
              autoComplete="family-name"
              withAsterisk
              {...input('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('register.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...input('email')}
          />
          <PasswordInput
            label={t('register.password')}
            autoComplete="new-password"
            withAsterisk
            {...input('password')}
          />
          <PasswordStrengthMeter password={form.getValues().password} />
          <PasswordInput
            label={t('register.confirm')}
            autoComplete="new-password"
            withAsterisk
            {...input('confirm_password')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('register.phone')}
              type="tel"
              autoComplete="tel"
              {...input('phone')}
            />
            <Select
              label={t('register.country')}
              data={countries}
              searchable
              allowDeselect={false}
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
          <Checkbox
            name="termcheck"
            label={
              <>
                {t('register.termsPrefix')}{' '}
                <Anchor href="/terms_of_use" target="_blank" rel="noopener">
                  {t('register.termsLink')}
                </Anchor>
              </>
            }
            {...form.getInputProps('termcheck', { type: 'checkbox' })}
          />
          <CaptchaField key={captcha.round} onChange={captcha.set} />
          <Button type="submit" loading={register.isPending}>
            {t('register.submit')}
          </Button>
          <Group gap={4}>
            <Text size="sm">{t('register.haveAccount')}</Text>
            <Anchor component={Link} to="/login" size="sm">
              {t('login.submit')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import { Container, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';
import { defaultPhonePrefix } from '@/lib/countries';
import { usePageTitle } from '@/lib/page-title';
import { useSiteConfig } from '@/lib/site-config';

export function LoginRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  usePageTitle(t('login.title'));
  return (
    <Container py="xl">
      <LoginForm
        onSuccess={(user) => navigate(Number(user.force_reset_pass) ? '/reset_password' : '/')}
      />
    </Container>
  );
}

export function RegisterRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const config = useSiteConfig();
  usePageTitle(t('register.title'));
  return (
    <Container py="xl">
      {/* Keyed so the phone field starts with the configured prefix once the configuration arrives. */}
      <RegisterForm
        key={String(config.isSuccess)}
        phonePrefix={defaultPhonePrefix(config.data?.variables?.country_code)}
        onSuccess={() => navigate('/')}
      />
    </Container>
  );
}

export function ForgotPasswordRoute() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('forgot.title'));
  return (
    <Container py="xl">
      <ForgotPasswordForm />
    </Container>
  );
}

export function ResetPasswordRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const { token } = useParams();
  const navigate = useNavigate();
  usePageTitle(t('reset.title'));
  if (!token) return <Navigate to="/forgot_password" replace />;
  return (
    <Container py="xl">
      <ResetPasswordForm token={token} onDone={() => navigate('/login')} />
    </Container>
  );
}

/** /reset_password while force_reset_pass is set (spec 2 and 4). */
export function ForcedResetRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  usePageTitle(t('reset.title'));
  return (
    <Container py="xl">
      <Paper withBorder p="xl" maw={480} mx="auto" mt="xl">
        <Title order={2} mb="md">
          {t('reset.title')}
        </Title>
        <ChangePasswordForm hint={t('reset.forcedHint')} onDone={() => navigate('/')} />
      </Paper>
    </Container>
  );
}

export function VerifyEmailRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const { token = '' } = useParams();
  usePageTitle(t('verify.title'));
  return (
    <Container py="xl">
      <VerifyEmailStatus token={token} />
    </Container>
  );
}

import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { usePageTitle } from '@/lib/page-title';

export function LoginRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  usePageTitle(t('login.title'));
  return (
    <Container py="xl">
      <LoginForm onSuccess={() => navigate('/')} />
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
  return (
    <Container py="xl">
      <ResetPasswordForm token={token} onDone={() => navigate(token ? '/login' : '/')} />
    </Container>
  );
}

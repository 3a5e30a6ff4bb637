import { Container, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { NotificationsForm } from '@/features/account/components/notifications-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { usePageTitle } from '@/lib/page-title';

const TABS = ['profile', 'change', 'notifications'] as const;
type Tab = (typeof TABS)[number];

export function AccountRoute() {
  const { t } = useTranslation(['account', 'common']);
  const { tab = 'profile' } = useParams();
  const navigate = useNavigate();
  usePageTitle(t('profile.title'));
  if (!TABS.includes(tab as Tab)) return <Navigate to="/account/profile" replace />;
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {t('profile.title')}
      </Title>
      <Tabs value={tab} onChange={(v) => v && navigate(`/account/${v}`)}>
        <Tabs.List mb="lg">
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile"><ProfileForm /></Tabs.Panel>
        <Tabs.Panel value="change"><ChangePasswordForm /></Tabs.Panel>
        <Tabs.Panel value="notifications"><NotificationsForm /></Tabs.Panel>
      </Tabs>
    </Container>
  );
}

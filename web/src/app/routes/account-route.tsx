import { Container, Divider, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AddressForm } from '@/features/account/components/address-form';
import { CompanyOwners } from '@/features/account/components/company-owners';
import { IdentityChecks } from '@/features/account/components/identity-checks';
import { NotificationsForm } from '@/features/account/components/notifications-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { CompanyPage } from '@/features/buyer-company/components/company-page';
import { MyAppointments } from '@/features/viewings/components/my-appointments';
import { PageLoader } from '@/components/page-loader';
import { defaultPhonePrefix } from '@/lib/countries';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useSiteConfig } from '@/lib/site-config';

const TABS = ['profile', 'change', 'notifications', 'identity', 'company', 'appointments'] as const;
type Tab = (typeof TABS)[number];

export function AccountRoute() {
  const { t } = useTranslation(['account', 'common']);
  const { tab = 'profile' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const config = useSiteConfig();
  usePageTitle(t(TABS.includes(tab as Tab) ? `tabs.${tab as Tab}` : 'profile.title'));
  if (!TABS.includes(tab as Tab)) return <Navigate to="/account/profile" replace />;
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {t('profile.title')}
      </Title>
      <Tabs value={tab} onChange={(v) => v && navigate(`/account/${v}`)} keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* The forms start from the loaded user; keyed on it so a reload refills them. */}
        {!user ? (
          <PageLoader />
        ) : (
          <>
            <Tabs.Panel value="profile">
              <Stack gap="xl">
                <ProfileForm key={`p-${user.id}`} user={user} />
                <Divider />
                <AddressForm
                  key={`a-${user.id}-${config.isSuccess}`}
                  address={user.address}
                  phonePrefix={defaultPhonePrefix(config.data?.variables?.country_code)}
                />
                <Divider />
                <CompanyOwners />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="change">
              <ChangePasswordForm />
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <NotificationsForm key={`n-${user.id}`} preferences={user.preferences} />
            </Tabs.Panel>
            <Tabs.Panel value="identity">
              <IdentityChecks user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="company">
              <CompanyPage />
            </Tabs.Panel>
            <Tabs.Panel value="appointments">
              <MyAppointments />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Container>
  );
}

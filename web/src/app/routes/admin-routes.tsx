import { Button, Container, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

const LINKS = [
  { to: '/admin/lots/all', label: 'lots' },
  { to: '/admin/users/all', label: 'users' },
  { to: '/admin/increments', label: 'increments' },
  { to: '/admin/shipping-rates', label: 'shippingRates' },
  { to: '/admin/configuration', label: 'configuration' },
  { to: '/admin/tables/banners', label: 'tables' },
  { to: '/admin/pages', label: 'pages' },
  { to: '/admin/phrases', label: 'phrases' },
  { to: '/admin/fields/1', label: 'fields' },
  { to: '/admin/mail', label: 'mail' },
  { to: '/admin/returns', label: 'returns' },
  { to: '/admin/money/invoices', label: 'money' },
  { to: '/admin/viewings', label: 'viewings' },
] as const;

/** The admin area's frame: its own menu above each screen. */
export function AdminLayout() {
  const { t } = useTranslation('backoffice');
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Group gap="xs" component="nav" aria-label={t('nav.adminArea')} data-testid="admin-nav">
          {LINKS.map((l) => (
            <Button key={l.to} component={NavLink} to={l.to} variant="subtle" size="compact-md">
              {t(`nav.admin.${l.label}`)}
            </Button>
          ))}
        </Group>
        <Outlet />
      </Stack>
    </Container>
  );
}

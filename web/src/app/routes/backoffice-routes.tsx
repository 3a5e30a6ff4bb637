import { Button, Container, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router';
import { BuyerInvoiceView } from '@/features/backoffice/components/buyer-invoice-view';
import { BuyerInvoicesView } from '@/features/backoffice/components/buyer-invoices-view';
import { SellerAuctionsView } from '@/features/backoffice/components/seller-auctions-view';
import { SellerDashboardView } from '@/features/backoffice/components/seller-dashboard-view';
import { SellerLotsView } from '@/features/backoffice/components/seller-lots-view';
import { SellerOffersView } from '@/features/backoffice/components/seller-offers-view';
import { SellerOrganizationView } from '@/features/backoffice/components/seller-organization-view';
import { SellerReportsView } from '@/features/backoffice/components/seller-reports-view';
import { SellerSubscriptionView } from '@/features/backoffice/components/seller-subscription-view';
import { usePageTitle } from '@/lib/page-title';

const LINKS = [
  { to: '/seller/dashboard', label: 'dashboard' },
  { to: '/seller/lots/all', label: 'lots' },
  { to: '/seller/auctions/all', label: 'auctions' },
  { to: '/seller/templates', label: 'templates' },
  { to: '/seller/offers', label: 'offers' },
  { to: '/seller/make-offers', label: 'makeOffers' },
  { to: '/seller/invoices', label: 'invoices' },
  { to: '/seller/reports', label: 'reports' },
  { to: '/seller/subscription', label: 'subscription' },
  { to: '/seller/organization', label: 'organization' },
  { to: '/seller/returns', label: 'returns' },
] as const;

/** The seller area's frame: its own menu above each screen. */
export function SellerLayout() {
  const { t } = useTranslation('backoffice');
  const { t: tb } = useTranslation('sellerbuyers');
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Group gap="xs" component="nav" aria-label={t('nav.sellerArea')} data-testid="seller-nav">
          {LINKS.map((l) => (
            <Button key={l.to} component={NavLink} to={l.to} variant="subtle" size="compact-md">
              {l.label === 'invoices' ? tb('nav') : t(`nav.${l.label}`)}
            </Button>
          ))}
        </Group>
        <Outlet />
      </Stack>
    </Container>
  );
}

/** /seller and /seller/dashboard. */
export function SellerDashboardRoute() {
  const { t } = useTranslation('backoffice');
  usePageTitle(t('dashboard.title'));
  return <SellerDashboardView />;
}

/** /seller/lots/:action. */
export function SellerLotsRoute() {
  const { t } = useTranslation('backoffice');
  const { action = 'all' } = useParams();
  usePageTitle(t('lots.title'));
  // Keyed by tab so each tab starts on its first page with nothing ticked.
  return <SellerLotsView key={action} action={action} />;
}

/** /seller/auctions/:action. */
export function SellerAuctionsRoute() {
  const { t } = useTranslation('backoffice');
  const { action = 'all' } = useParams();
  usePageTitle(t('auctions.title'));
  return <SellerAuctionsView key={action} action={action} />;
}

/** /seller/offers. */
export function SellerOffersRoute() {
  const { t } = useTranslation('backoffice');
  usePageTitle(t('offers.title'));
  return <SellerOffersView />;
}

/** /seller/invoices: the seller's buyers' invoices. */
export function SellerBuyerInvoicesRoute() {
  const { t } = useTranslation('sellerbuyers');
  usePageTitle(t('list.title'));
  return <BuyerInvoicesView />;
}

/** /seller/invoices/:id: one buyer's invoice, to act for the buyer. */
export function SellerBuyerInvoiceRoute() {
  const { t } = useTranslation('sellerbuyers');
  const { id = '' } = useParams();
  usePageTitle(t('list.title'));
  return <BuyerInvoiceView key={id} id={id} />;
}

/** /seller/reports. */
export function SellerReportsRoute() {
  const { t } = useTranslation('backoffice');
  usePageTitle(t('reports.title'));
  return <SellerReportsView />;
}

/** /seller/subscription. */
export function SellerSubscriptionRoute() {
  const { t } = useTranslation('backoffice');
  usePageTitle(t('subscription.title'));
  return <SellerSubscriptionView />;
}

/** /seller/organization. */
export function SellerOrganizationRoute() {
  const { t } = useTranslation('backoffice');
  usePageTitle(t('organization.title'));
  return <SellerOrganizationView />;
}

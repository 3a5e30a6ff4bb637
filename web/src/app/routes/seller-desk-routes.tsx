import { useTranslation } from 'react-i18next';
import { SellerOffersView } from '@/features/seller-desk/components/seller-offers-view';
import { SellerOrganizationView } from '@/features/seller-desk/components/seller-organization-view';
import { SellerReportsView } from '@/features/seller-desk/components/seller-reports-view';
import { SellerSubscriptionView } from '@/features/seller-desk/components/seller-subscription-view';
import { usePageTitle } from '@/lib/page-title';

/** /seller/offers. */
export function SellerOffersRoute() {
  const { t } = useTranslation('sellerdesk');
  usePageTitle(t('offers.title'));
  return <SellerOffersView />;
}

/** /seller/reports. */
export function SellerReportsRoute() {
  const { t } = useTranslation('sellerdesk');
  usePageTitle(t('reports.title'));
  return <SellerReportsView />;
}

/** /seller/subscription. */
export function SellerSubscriptionRoute() {
  const { t } = useTranslation('sellerdesk');
  usePageTitle(t('subscription.title'));
  return <SellerSubscriptionView />;
}

/** /seller/organization. */
export function SellerOrganizationRoute() {
  const { t } = useTranslation('sellerdesk');
  usePageTitle(t('organization.title'));
  return <SellerOrganizationView />;
}

import { Navigate, useParams } from 'react-router';
import { ConfigurationView } from '@/features/admin-settings/components/configuration-view';
import { IncrementsView } from '@/features/admin-settings/components/increments-view';
import { PagesView } from '@/features/admin-settings/components/pages-view';
import { PhrasesView } from '@/features/admin-settings/components/phrases-view';
import { ShippingRatesView } from '@/features/admin-settings/components/shipping-rates-view';
import { SiteTableView } from '@/features/admin-settings/components/site-table-view';
import { isSiteTable } from '@/features/admin-settings/model/site-table-columns';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from 'react-i18next';

export function AdminIncrementsRoute() {
  const { t } = useTranslation('adminsettings');
  usePageTitle(t('increments.title'));
  return <IncrementsView />;
}

export function AdminConfigurationRoute() {
  const { t } = useTranslation('adminsettings');
  usePageTitle(t('configuration.title'));
  return <ConfigurationView />;
}

export function AdminTablesRoute() {
  const { t } = useTranslation('adminsettings');
  usePageTitle(t('tables.title'));
  const table = useParams().table ?? '';
  if (!isSiteTable(table)) return <Navigate to="/admin/tables/banners" replace />;
  return <SiteTableView key={table} table={table} />;
}

export function AdminPagesRoute() {
  const { t } = useTranslation('adminsettings');
  usePageTitle(t('pages.title'));
  return <PagesView />;
}

export function AdminPhrasesRoute() {
  const { t } = useTranslation('adminsettings');
  usePageTitle(t('phrases.title'));
  return <PhrasesView />;
}

export function AdminShippingRatesRoute() {
  const { t } = useTranslation('adminsettings');
  usePageTitle(t('shipping.title'));
  return <ShippingRatesView />;
}

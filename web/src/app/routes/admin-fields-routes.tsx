import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { AdminFieldsView } from '@/features/dynamic-fields/components/admin-fields-view';
import { AdminTablesView } from '@/features/dynamic-fields/components/admin-tables-view';
import type { ViewPage } from '@/lib/dynamic-fields';
import { usePageTitle } from '@/lib/page-title';

const isViewPage = (v: number): v is ViewPage => v === 1 || v === 2 || v === 3 || v === 4;

/** /admin/fields/:viewPage: 1 lots, 2 auctions, 3 users, 4 templates; `tables` the dynamic tables. */
export function AdminFieldsRoute() {
  const { t } = useTranslation('lotform');
  const { viewPage = '1' } = useParams();
  usePageTitle(t('admin.title'));
  if (viewPage === 'tables') return <AdminTablesView />;
  const page = Number(viewPage);
  if (!isViewPage(page)) return <Navigate to="/admin/fields/1" replace />;
  return <AdminFieldsView key={page} viewPage={page} />;
}

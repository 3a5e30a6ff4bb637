import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LedgerEntriesView } from '@/features/money-desk/components/ledger-entries-view';
import {
  DESK_TABS,
  type DeskTab,
  MoneyDeskView,
} from '@/features/money-desk/components/money-desk-view';
import { usePageTitle } from '@/lib/page-title';

export function AdminMoneyRoute() {
  const { t } = useTranslation('moneydesk');
  usePageTitle(t('title'));
  const tab = useParams().tab ?? '';
  if (!(DESK_TABS as readonly string[]).includes(tab))
    return <Navigate to="/admin/money/invoices" replace />;
  return <MoneyDeskView key={tab} tab={tab as DeskTab} />;
}

export function AdminLedgerEntriesRoute() {
  const { t } = useTranslation('moneydesk');
  usePageTitle(t('tabs.ledger'));
  const { kind = '', owner = '' } = useParams();
  return <LedgerEntriesView key={`${kind}:${owner}`} kind={kind} owner={owner} />;
}

import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouteTabs } from '@/components/route-tabs';
import { CreditWalletForm } from './credit-wallet-form';
import { DeskInvoicesView } from './desk-invoices-view';
import { PayoutsView } from './payouts-view';
import { TrialBalanceView } from './trial-balance-view';

export const DESK_TABS = ['invoices', 'wallets', 'payouts', 'ledger'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

/** /admin/money/:tab: invoices to settle, wallets to credit, sellers to pay, the books. */
export function MoneyDeskView({ tab }: { tab: DeskTab }) {
  const { t } = useTranslation('moneydesk');
  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      <RouteTabs
        value={tab}
        tabs={DESK_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        to={(v) => `/admin/money/${v}`}
      />
      {tab === 'invoices' && <DeskInvoicesView />}
      {tab === 'wallets' && <CreditWalletForm />}
      {tab === 'payouts' && <PayoutsView />}
      {tab === 'ledger' && <TrialBalanceView />}
    </Stack>
  );
}

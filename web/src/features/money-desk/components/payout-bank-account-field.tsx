import { Alert, Select, Skeleton } from '@mantine/core';
import type { PayoutBankAccountRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';

/**
 * Where the payout goes: one of the seller's verified bank accounts (bank name and last four
 * digits only), or, when they have none, why nothing can be paid yet.
 */
export function PayoutBankAccountField(p: {
  accounts: PayoutBankAccountRecord[] | undefined;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('moneydesk');
  if (!p.accounts) return <Skeleton h={56} />;
  if (p.accounts.length === 0)
    return (
      <Alert color="yellow" data-testid="payout-no-bank-account">
        {t('payouts.noBankAccount')}
      </Alert>
    );
  return (
    <Select
      label={t('payouts.bankAccount')}
      withAsterisk
      allowDeselect={false}
      data={p.accounts.map((a) => ({
        value: a.id,
        label: t('payouts.account', { bank: a.bank_name, last4: a.last4 }),
      }))}
      value={p.value}
      onChange={p.onChange}
      data-testid="payout-bank-account"
    />
  );
}

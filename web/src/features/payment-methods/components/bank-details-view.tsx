import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddBankForm } from './add-bank-form';
import { SourceList } from './source-list';

/** /payments/bank_details (and the seller's): bank accounts, verified with micro-deposits. */
export function BankDetailsView() {
  const { t } = useTranslation('paymentmethods');
  return (
    <Stack data-testid="bank-details">
      <Title order={1}>{t('bankDetails')}</Title>
      <SourceList kind="bank_account" />
      <Paper withBorder p="md">
        <AddBankForm />
      </Paper>
    </Stack>
  );
}

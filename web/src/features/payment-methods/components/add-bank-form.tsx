import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddSource } from '../api/add-source';
import { TEST_BANK } from '../model/test-sources';
import { SandboxHeading } from './sandbox-heading';

/** SANDBOX bank form: Stripe's test bank account, sent as its token; verified by micro-deposits. */
export function AddBankForm() {
  const { t } = useTranslation('paymentmethods');
  const add = useAddSource();
  return (
    <Stack gap="sm" data-testid="add-bank">
      <SandboxHeading title={t('addBank')} hint={t('sandboxBankHint')} />
      <Button
        loading={add.isPending}
        data-testid="save-bank"
        onClick={() =>
          add.mutate({
            source: TEST_BANK.token,
            last4: TEST_BANK.last4,
            bank_name: TEST_BANK.bank_name,
          })
        }
      >
        {t('saveBank')}
      </Button>
    </Stack>
  );
}

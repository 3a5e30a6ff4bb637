import { Alert, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddSource } from '../api/add-source';
import { TEST_BANK } from '../model/test-sources';

/** SANDBOX bank form: Stripe's test bank account, sent as its token; verified by micro-deposits. */
export function AddBankForm() {
  const { t } = useTranslation('paymentmethods');
  const add = useAddSource();
  return (
    <Stack gap="sm" data-testid="add-bank">
      <Group gap="xs">
        <Title order={2} size="h4">
          {t('addBank')}
        </Title>
        <Badge color="orange">{t('sandbox')}</Badge>
      </Group>
      <Alert color="orange" variant="light">
        {t('sandboxBankHint')}
      </Alert>
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

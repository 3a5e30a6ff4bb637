import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@/lib/alerts';
import { Link } from 'react-router';
import { ItemAmountsTable } from '@/components/item-amounts-table';
import { LabelledLine } from '@/components/money-line';
import { When } from '@/components/when';
import { useDeposit } from '../api/get-deposit';
import { downloadDepositReceipt } from '../api/payment-receipt';
import { DepositMethod } from './deposit-method';
import { DepositStatusBadge } from './deposit-status-badge';

/** /depositinvoice/:id: what the deposit was for, how it was paid and where it stands. */
export function DepositView({ id }: { id: string }) {
  const { t } = useTranslation(['deposits', 'common']);
  const query = useDeposit(id);
  if (query.isPending) return <Skeleton h={240} />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const deposit = query.data;
  return (
    <Stack data-testid="deposit">
      <Group justify="space-between">
        <Title order={1}>{t('detailTitle')}</Title>
        <DepositStatusBadge status={deposit.status} />
      </Group>
      <Group justify="space-between">
        <Text c="dimmed">
          <When at={deposit.created_at} />
        </Text>
        <Button
          variant="subtle"
          data-testid="deposit-receipt"
          onClick={() =>
            void downloadDepositReceipt(deposit.id)
              .then((name) => showAlert(t('receiptSaved', { name }), 'success'))
              .catch(() => undefined)
          }
        >
          {t('receipt')}
        </Button>
      </Group>
      <ItemAmountsTable
        testId="deposit-items"
        itemLabel={t('columns.item')}
        amountLabel={t('columns.amount')}
        rows={deposit.invoiceItems.map((item) => ({
          key: item.project_id,
          title: item.title,
          dollars: item.amount,
        }))}
      />
      <Paper withBorder p="md" maw={420} ms="auto" w="100%">
        <Stack gap="xs">
          <LabelledLine label={t('columns.method')}>
            <DepositMethod deposit={deposit} />
          </LabelledLine>
          {deposit.settled_at && (
            <LabelledLine label={t(`settledOn.${deposit.status}`)}>
              <Text data-testid="deposit-settled-at">
                <When at={deposit.settled_at} />
              </Text>
            </LabelledLine>
          )}
          {deposit.invoice_id && (
            <LabelledLine label={t('appliedTo')}>
              <Anchor component={Link} to={`/invoice/${deposit.invoice_id}`}>
                #{deposit.invoice_number}
              </Anchor>
            </LabelledLine>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

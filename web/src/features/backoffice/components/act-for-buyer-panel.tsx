import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SellerInvoiceDetail } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '@/lib/format';
import { useCheckoutForBuyer } from '../api/checkout-for-buyer';
import { usePayWalletForBuyer } from '../api/pay-wallet-for-buyer';
import { useRecordTransferForBuyer } from '../api/record-transfer-for-buyer';
import { useIntentId } from '../model/use-intent-id';
import { Hint } from '@/components/hint';

/**
 * The seller acting for the invoice's buyer (SFB): check out the buyer's other held items of the
 * seller's lots, pay the balance from the buyer's wallet, or record a bank transfer received.
 */
export function ActForBuyerPanel({ invoice }: { invoice: SellerInvoiceDetail }) {
  const { t } = useTranslation('sellerbuyers');
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const [checkoutId, renewCheckout] = useIntentId('sfb-checkout');
  const [walletId, renewWallet] = useIntentId('sfb-wallet');
  const [transferId, renewTransfer] = useIntentId('sfb-transfer');
  const checkout = useCheckoutForBuyer();
  const wallet = usePayWalletForBuyer();
  const transfer = useRecordTransferForBuyer();
  const buyer = invoice.invoiceUser;
  const name = buyer ? `${buyer.first_name} ${buyer.last_name}`.trim() : invoice.buyer_id;
  const due = invoice.balance_due;
  const short = invoice.buyer_wallet_balance < due;
  return (
    <Card withBorder data-testid="act-for-buyer">
      <Stack>
        <Title order={2} size="h4">
          {t('invoice.actFor', { name })}
        </Title>
        <Hint>{t('invoice.actHint')}</Hint>
        <Button
          variant="light"
          loading={checkout.isPending}
          data-testid="checkout-for-buyer"
          onClick={() =>
            checkout.mutate(
              { buyerId: invoice.buyer_id, commandId: checkoutId },
              {
                onSuccess: (r) => {
                  renewCheckout();
                  void navigate(`/seller/invoices/${r.invoice_id}`);
                },
              },
            )
          }
        >
          {t('invoice.checkout')}
        </Button>
        {due === 0 ? (
          <Alert color="teal" data-testid="invoice-paid">
            {t('invoice.paid')}
          </Alert>
        ) : (
          <>
            <Group justify="space-between">
              <Text data-testid="buyer-wallet-balance">
                {t('invoice.wallet', { balance: formatMoney(invoice.buyer_wallet_balance) })}
              </Text>
              <Button
                disabled={short}
                loading={wallet.isPending}
                data-testid="pay-wallet-for-buyer"
                onClick={() =>
                  wallet.mutate(
                    { buyerId: invoice.buyer_id, invoiceId: invoice.id, commandId: walletId },
                    { onSuccess: renewWallet },
                  )
                }
              >
                {t('invoice.payWallet')}
              </Button>
            </Group>
            {short && <Hint>{t('invoice.walletShort')}</Hint>}
            <Title order={3} size="h5">
              {t('invoice.offline')}
            </Title>
            <Group align="end">
              <TextInput
                label={t('invoice.reference')}
                value={reference}
                maxLength={200}
                data-testid="offline-reference"
                onChange={(e) => setReference(e.currentTarget.value)}
              />
              <Button
                loading={transfer.isPending}
                data-testid="record-offline-payment"
                onClick={() =>
                  transfer.mutate(
                    { invoiceId: invoice.id, reference: reference.trim(), commandId: transferId },
                    { onSuccess: renewTransfer },
                  )
                }
              >
                {t('invoice.recordOffline')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

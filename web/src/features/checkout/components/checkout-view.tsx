import { Alert, Badge, Button, Group, Paper, Radio, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';
import { SavedCardPicker } from '@/components/saved-card-picker';
import { ShippingAddressForm } from '@/components/shipping/shipping-address-form';
import { useCartAddress } from '@/components/shipping/shipping-address';
import { ShippingQuotePicker } from '@/components/shipping/shipping-quote-picker';
import { checkoutKeys } from '../api/checkout-keys';
import { useCheckoutInvoice } from '../api/get-checkout-invoice';
import {
  type CheckoutPaymentMethod,
  useChoosePaymentMethod,
  usePayCheckout,
} from '../api/pay-checkout';
import { usePaymentProvider } from '../api/get-payment-provider';
import { usePayByRedirect } from '@/lib/pay-by-redirect';
import { useCheckout } from '../api/start-checkout';
import { CheckoutTotals } from './checkout-totals';

/** 'redirect': online through the redirect gateway's page (the checkout records it as online). */
type Method = CheckoutPaymentMethod | 'redirect';
const METHODS: Method[] = ['wallet', 'online', 'redirect', 'offline'];

/** /checkout/:type/:cart_id: address, totals, payment method, Pay; then the invoice page. */
export function CheckoutView({ type, cartId }: { type: string; cartId: string }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const checkout = useCheckout(type, cartId);
  const invoiceId = checkout.data?.invoice_id;
  const invoice = useCheckoutInvoice(invoiceId);
  const address = useCartAddress();
  const { user } = useSession();
  const choose = useChoosePaymentMethod(cartId);
  const pay = usePayCheckout(cartId, invoiceId ?? '');
  const redirect = usePayByRedirect(invoiceId ?? '');
  const [method, setMethod] = useState<Method>('wallet');
  const [card, setCard] = useState<string | undefined>();
  const sandbox = usePaymentProvider().data?.provider !== 'stripe';
  const chosen = checkout.data?.payment_method;
  useEffect(() => {
    if (chosen) setMethod(chosen);
  }, [chosen]);

  if (checkout.isError)
    return (
      <Alert color="red" data-testid="checkout-error">
        {checkout.error.message}
      </Alert>
    );
  if (checkout.isPending || invoice.isPending || address.isPending) return <PageLoader />;
  if (invoice.isError) return <Alert color="red">{invoice.error.message}</Alert>;
  const due = invoice.data.balance_due;
  const onPay = async () => {
    // The redirect leaves the page; the gateway sends the payer back to /rosoom_success.
    if (method === 'redirect') return void redirect.mutate();
    await pay.mutateAsync({ method, card: method === 'online' ? card : undefined });
    void navigate(`/invoice/${invoice.data.id}`);
  };
  return (
    <Stack gap="md" data-testid="checkout">
      <Title order={1}>{t('title')}</Title>
      <Paper withBorder p="md">
        <ShippingAddressForm
          invoiceId={invoice.data.id}
          invoiceKey={checkoutKeys.invoice(invoice.data.id)}
          profile={user?.address ?? null}
          saved={address.data ?? null}
          shipsTo={invoice.data.shipping_address}
        />
      </Paper>
      <Paper withBorder p="md">
        <ShippingQuotePicker
          invoice={invoice.data}
          address={address.data ?? null}
          invoiceKey={checkoutKeys.invoice(invoice.data.id)}
        />
      </Paper>
      <Paper withBorder p="md">
        <CheckoutTotals invoice={invoice.data} />
      </Paper>
      <Paper withBorder p="md">
        <Radio.Group
          label={t('paymentMethod')}
          value={method}
          onChange={(v) => {
            const m = v as Method;
            setMethod(m);
            choose.mutate(m === 'redirect' ? 'online' : m);
          }}
        >
          <Stack gap="xs" mt="xs">
            {METHODS.map((m) => (
              <Radio
                key={m}
                value={m}
                data-testid={`pay-method-${m}`}
                label={
                  <Group gap="xs">
                    {t(`methods.${m}`)}
                    {m === 'online' && sandbox && (
                      <Badge color="orange" size="sm">
                        {t('sandbox')}
                      </Badge>
                    )}
                  </Group>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        {method === 'online' && (
          <SavedCardPicker
            value={card}
            onChange={setCard}
            words={{
              label: t('savedCard'),
              unavailable: t('cardsUnavailable'),
              none: t('noSavedCards'),
              addCard: t('addCard'),
            }}
          />
        )}
        <Group justify="flex-end" mt="md">
          {due > 0 ? (
            <Button
              data-testid="checkout-pay"
              loading={pay.isPending || redirect.isPending}
              onClick={() => void onPay()}
            >
              {t('pay')}
            </Button>
          ) : (
            <Button variant="light" onClick={() => void navigate(`/invoice/${invoice.data.id}`)}>
              {t('viewInvoice')}
            </Button>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}

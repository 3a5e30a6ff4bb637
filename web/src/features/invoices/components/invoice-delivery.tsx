import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { InvoiceDetail } from '@facet/event-schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShippingAddressForm } from '@/components/shipping/shipping-address-form';
import { useCartAddress } from '@/components/shipping/shipping-address';
import { ShippingQuotePicker } from '@/components/shipping/shipping-quote-picker';
import { actsAsBuyer } from '@/lib/invoice-buyer-side';
import { useSession } from '@/lib/session';
import { useInvoice } from '../api/get-invoice';
import { invoiceKeys } from '../api/invoice-keys';
import { Hint } from '@/components/hint';

type Delivery = 'ship' | 'collect';

/** Unpaid and nothing paid on it yet: the delivery is still the buyer's to choose. */
const open = (invoice: InvoiceDetail) =>
  invoice.status !== 'cancelled' && invoice.balance_due > 0 && invoice.allTransactions.length === 0;

/**
 * How a won lot reaches its buyer, chosen on the unpaid invoice: shipped (the checkout's address
 * form and quote picker, the quote becoming the invoice's shipping line) or collected in person
 * (`collect`: the viewings' link, which books a slot once the invoice is paid); by its buyer or a
 * representative of the company billed. Anyone else, or a paid invoice that does not ship, sees
 * only `collect`.
 */
export function InvoiceDelivery({ invoiceId, collect }: { invoiceId: string; collect: ReactNode }) {
  const { t } = useTranslation('invoices');
  const { user } = useSession();
  const invoice = useInvoice(invoiceId).data;
  const choosing = invoice !== undefined && actsAsBuyer(invoice, user) && open(invoice);
  const address = useCartAddress();
  const [chosen, setChosen] = useState<Delivery | null>(null);
  if (!invoice) return null;
  // Paid with a shipping line, it ships: nothing to collect.
  if (!choosing) return invoice.shipping ? null : collect;
  const delivery = chosen ?? 'ship';
  const invoiceKey = invoiceKeys.one(invoice.id);
  return (
    <Paper withBorder p="md" data-testid="invoice-delivery">
      <Stack gap="md">
        <Text fw={600}>{t('delivery.title')}</Text>
        <SegmentedControl
          value={delivery}
          onChange={(v) => setChosen(v as Delivery)}
          data={[
            { value: 'ship', label: t('delivery.ship') },
            { value: 'collect', label: t('delivery.collect') },
          ]}
          data-testid="delivery-choice"
          w="fit-content"
        />
        {delivery === 'ship' ? (
          <>
            <ShippingAddressForm
              invoiceId={invoice.id}
              invoiceKey={invoiceKey}
              profile={user?.address ?? null}
              saved={address.data ?? null}
              shipsTo={invoice.shipping_address}
            />
            <ShippingQuotePicker
              invoice={invoice}
              address={address.data ?? null}
              invoiceKey={invoiceKey}
            />
          </>
        ) : (
          <>
            <Hint testId="delivery-collect-note">{t('delivery.collectNote')}</Hint>
            {collect}
          </>
        )}
      </Stack>
    </Paper>
  );
}

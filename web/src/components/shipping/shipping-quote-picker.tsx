import { Alert, Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { CartAddress, InvoiceDetail } from '@facet/event-schemas';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { formatDateTime } from '@/lib/format';
import { useConfirmShippingQuote, useShippingQuotes } from './shipping-quotes';

interface Props {
  invoice: InvoiceDetail;
  /** The saved shipping address: the destination the quotes price. */
  address: CartAddress | null;
  /** The screen's query key of the invoice, refreshed once the quote is on it. */
  invoiceKey: QueryKey;
}

/**
 * The shipping quotes for the invoice to the saved address; the one picked goes on the
 * invoice at once. Once a payment is made the choice is fixed and only shown.
 */
export function ShippingQuotePicker({ invoice, address, invoiceKey }: Props) {
  const { t } = useTranslation('checkout');
  const chosen = invoice.shipping;
  // The deposit applied is no payment: a won lot's invoice still takes a quote until paid.
  const fixed = invoice.allTransactions.length > 0 || invoice.balance_due === 0;
  const quotes = useShippingQuotes(invoice.id, fixed ? null : address);
  const confirm = useConfirmShippingQuote(invoice.id, invoiceKey);
  // The pick shows at once; the invoice's line follows when the server has put it on.
  const [picked, setPicked] = useState<string | null>(null);
  const title = (
    <Text fw={600} mb="xs">
      {t('shipping.title')}
    </Text>
  );
  if (fixed)
    return chosen ? (
      <Stack gap={0} data-testid="shipping-quotes">
        {title}
        <Text>{t('shipping.paid', { ...chosen })}</Text>
      </Stack>
    ) : null;
  if (!address)
    return (
      <Stack gap={0} data-testid="shipping-quotes">
        {title}
        <Text c="dimmed">{t('shipping.none')}</Text>
      </Stack>
    );
  if (quotes.isError)
    return (
      <Stack gap={0} data-testid="shipping-quotes">
        {title}
        <Alert color="red">{quotes.error.message}</Alert>
      </Stack>
    );
  const list = quotes.data ?? [];
  const expiresAt = list[0]?.expires_at;
  const expired = expiresAt !== undefined && Date.parse(expiresAt) < Date.now();
  return (
    <Stack gap="xs" data-testid="shipping-quotes">
      <Group justify="space-between">
        {title}
        {list[0]?.provider === 'rate-table' && (
          <Badge variant="light" data-testid="shipping-provider">
            {t('shipping.rateTable')}
          </Badge>
        )}
      </Group>
      <Radio.Group
        value={picked ?? chosen?.quote_id ?? null}
        onChange={(id) => {
          setPicked(id);
          confirm.mutate(id, { onError: () => setPicked(null) });
        }}
      >
        <Stack gap="xs">
          {list.map((q) => (
            <Radio
              key={q.id}
              value={q.id}
              disabled={confirm.isPending || expired}
              data-testid={`shipping-quote-${q.id}`}
              label={
                <Group gap="xs">
                  <Text>
                    {q.carrier} - {q.service}
                  </Text>
                  <Money dollars={q.price} />
                  <Text c="dimmed">{t('shipping.days', { count: q.days })}</Text>
                </Group>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      {chosen && <Text size="sm">{t('shipping.chosen', { ...chosen })}</Text>}
      {expiresAt && (
        <Group justify="space-between">
          <Text size="sm" c={expired ? 'red' : 'dimmed'}>
            {expired
              ? t('shipping.expired')
              : t('shipping.validUntil', { time: formatDateTime(expiresAt) })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void quotes.refetch()}>
            {t('shipping.refresh')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { List, Text } from '@mantine/core';
import type { InvoiceHistoryRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { When } from '@/components/when';

/**
 * A bank transfer or cash the invoice's seller recorded was paid to the seller, never to the
 * house (L-SFB-2): the line says "collected by the seller".
 */
const actionKey = (
  h: InvoiceHistoryRecord,
  sellerId: string,
): InvoiceHistoryRecord['action'] | 'paid-collected' =>
  h.action === 'paid' && h.method === 'offline' && h.acted_by === sellerId
    ? 'paid-collected'
    : h.action;

/** Who did what on the invoice, oldest first; an action taken for the buyer says so. */
export function InvoiceHistoryList(p: {
  history: InvoiceHistoryRecord[];
  buyerName: string;
  sellerId: string;
}) {
  const { t } = useTranslation('sellerbuyers');
  if (p.history.length === 0) return <Text c="dimmed">{t('invoice.noHistory')}</Text>;
  return (
    <List spacing="xs" data-testid="invoice-history">
      {p.history.map((h, i) => (
        <List.Item key={i} data-testid={`history-${h.action}`}>
          <Text span fw={600}>
            {t(`invoice.actions.${actionKey(h, p.sellerId)}`, {
              amount: formatMoney(h.amount),
              method: h.method ?? '',
            })}
          </Text>
          {' · '}
          <Text span data-testid="history-actor">
            {h.on_behalf_of
              ? t('invoice.onBehalf', { who: h.acted_by_name, buyer: p.buyerName })
              : h.acted_by_name}
          </Text>
          {' · '}
          <Text span c="dimmed" size="sm">
            <When at={h.created_at} />
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

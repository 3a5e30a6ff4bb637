import { Badge, Pagination, Table, Text } from '@mantine/core';
import type { BuyNowOfferRecord } from '@facet/event-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { When } from '@/components/when';
import { statusColor } from '../model/offer-status';
import { Hint } from '@/components/hint';

interface Props {
  rows: readonly BuyNowOfferRecord[];
  total: number;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  /** The seller's list names the buyer. */
  showBuyer?: boolean;
  actions: (o: BuyNowOfferRecord) => ReactNode;
}

/** One make-offer a row: item, quantity, offer, counter, agreed price, status, until when. */
export function OffersTable({ rows, total, page, limit, onPage, showBuyer, actions }: Props) {
  const { t } = useTranslation('makeoffer');
  if (rows.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  const money = (o: BuyNowOfferRecord, v: number | null) =>
    v === null ? '—' : <Money dollars={v} perCarat={o.pricing === 'per_carat'} />;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid="make-offers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.item')}</Table.Th>
              {showBuyer && <Table.Th>{t('columns.buyer')}</Table.Th>}
              <Table.Th>{t('columns.qty')}</Table.Th>
              <Table.Th>{t('columns.offer')}</Table.Th>
              <Table.Th>{t('columns.counter')}</Table.Th>
              <Table.Th>{t('columns.price')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.expires')}</Table.Th>
              <Table.Th>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((o) => (
              <Table.Tr key={o.id} data-testid={`make-offer-${o.id}`}>
                <Table.Td>{o.lot_title}</Table.Td>
                {showBuyer && (
                  <Table.Td>{`${o.first_name ?? ''} ${o.last_name ?? ''}`.trim()}</Table.Td>
                )}
                <Table.Td>{o.qty}</Table.Td>
                <Table.Td>{money(o, o.amount)}</Table.Td>
                <Table.Td data-testid="offer-counter">{money(o, o.counter_amount)}</Table.Td>
                <Table.Td>{money(o, o.price)}</Table.Td>
                <Table.Td>
                  <Badge
                    color={statusColor[o.status]}
                    variant="light"
                    tt="none"
                    data-testid="make-offer-status"
                  >
                    {t(`status.${o.status}`)}
                  </Badge>
                  {o.refused_by === 'minimum' && <Hint size="xs">{t('refusedByMinimum')}</Hint>}
                </Table.Td>
                <Table.Td>
                  <When at={o.expires_at} />
                </Table.Td>
                <Table.Td>{actions(o)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > limit && (
        <Pagination total={Math.ceil(total / limit)} value={page} onChange={onPage} />
      )}
    </>
  );
}

import { Modal, Skeleton, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { Pagination } from '@/components/pagination/pagination';
import { When } from '@/components/when';
import { HISTORY_PAGE_SIZE, useBidHistory } from '../api/bid-history';

/** Names arrive masked for other bidders; the server decides what a caller may see. */
export function BidHistoryModal({
  lotId,
  perCarat = false,
  opened,
  onClose,
}: {
  lotId: string;
  /** Amounts on a lot priced per carat are per carat: they show '/ct'. */
  perCarat?: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['lots', 'common']);
  const [page, setPage] = useState(1);
  const history = useBidHistory(lotId, page, opened);
  const rows = history.data?.records ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('history.title')} size="lg" centered>
      {history.isPending ? (
        <Skeleton h={200} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('common:listing.empty')}</Text>
      ) : (
        <Table striped data-testid="bid-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.id')}</Table.Th>
              <Table.Th>{t('history.bidder')}</Table.Th>
              <Table.Th>{t('history.currentBid')}</Table.Th>
              <Table.Th>{t('history.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td data-testid="bid-number">{r.bid_number}</Table.Td>
                <Table.Td>
                  <bdi>{`${r.first_name} ${r.last_name}`.trim()}</bdi>
                </Table.Td>
                <Table.Td>
                  <Money
                    dollars={r.proposed_amount}
                    perCarat={perCarat}
                    hidden={t('history.loginToSee')}
                  />
                </Table.Td>
                <Table.Td>
                  <When at={r.created_at} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Pagination
        totalRecords={history.data?.totalRecords ?? 0}
        limit={HISTORY_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </Modal>
  );
}

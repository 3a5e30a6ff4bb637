import { Button, Group, Modal, Stack, Table, Textarea, Title } from '@mantine/core';
import type { TimedBidLedgerRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimedBidCells } from '@/components/timed-bid-cells';
import { useRetractBid } from '../api/bid-ledger';
import { Hint } from '@/components/hint';

/**
 * A lot's timed bids in the admin's bid history; a pending one can be cancelled with a reason
 * (`seller/product/ttwbidhistoryUpdate` with `ttw_id`).
 */
export function TimedBidLedger({
  lotId,
  rows,
  perCarat = false,
}: {
  lotId: string;
  rows: TimedBidLedgerRecord[];
  /** The lot is priced per carat: its amounts carry '/ct'. */
  perCarat?: boolean;
}) {
  const { t } = useTranslation(['adminpeople', 'common']);
  const update = useRetractBid();
  const [target, setTarget] = useState<TimedBidLedgerRecord | null>(null);
  const [reason, setReason] = useState('');
  const confirm = () => {
    if (!target || !reason.trim()) return;
    update.mutate(
      { id: lotId, ttw_id: target.id, reason: reason.trim() },
      { onSuccess: () => setTarget(null) },
    );
  };
  return (
    <Stack gap="xs" data-testid="timed-bid-ledger">
      <Title order={4}>{t('timedBids.title')}</Title>
      {rows.length === 0 && <Hint>{t('timedBids.empty')}</Hint>}
      <Table>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid="timed-bid-ledger-row" data-status={r.status}>
              <TimedBidCells
                bid={r}
                perCarat={perCarat}
                statusLabel={t(`timedBids.statuses.${r.status}`)}
              />
              <Table.Td>
                {r.status === 'pending' && (
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    onClick={() => setTarget(r)}
                  >
                    {t('timedBids.cancel')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('timedBids.cancelTitle')}
      >
        <Stack>
          <Textarea
            label={t('bids.reason')}
            withAsterisk
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              color="red"
              loading={update.isPending}
              onClick={confirm}
              disabled={!reason.trim()}
            >
              {t('timedBids.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

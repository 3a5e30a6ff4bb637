import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TimedBidRecord, TimedBidStatus } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import type { Lot } from '../model/cached-lot';
import { formatDateTime, formatLotMoney } from '@/lib/format';
import { useCancelLotTimedBid, useLotTimedBids } from '../api/timed-bids';

export const timedBidColor: Record<TimedBidStatus, string> = {
  pending: 'blue',
  placed: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

/** The caller's timed bids on this lot: when, how much (in the lot's unit), and what became of each. */
export function MyTimedBids({ lot }: { lot: Pick<Lot, 'id' | 'pricing'> }) {
  const lotId = lot.id;
  const { t } = useTranslation('lots');
  const list = useLotTimedBids(lotId, true);
  const cancel = useCancelLotTimedBid();
  const records = list.data?.records ?? [];
  if (records.length === 0) return null;
  // The timed bids' own reasons have words here; a lot's refusal keeps the server's sentence.
  const why = (r: TimedBidRecord) =>
    r.reason?.startsWith('ttwbid.')
      ? t(`timedBid.reasons.${r.reason.slice(7)}`, { defaultValue: r.message ?? r.reason })
      : (r.message ?? '');
  return (
    <Stack gap={4} data-testid="my-timed-bids">
      {records.map((r) => (
        <Group key={r.id} gap="xs" wrap="nowrap" data-testid="my-timed-bid" data-status={r.status}>
          <Badge color={timedBidColor[r.status]} variant="light" tt="none">
            {t(`timedBid.status.${r.status}`)}
          </Badge>
          <Text size="xs" style={{ flex: 1 }}>
            {t(r.kind === 'future_proxy' ? 'timedBid.rowFutureProxy' : 'timedBid.row', {
              amount: formatLotMoney(r.amount, lot.pricing),
              time: formatDateTime(r.bid_time),
            })}
            {r.status === 'failed' ? ` · ${why(r)}` : ''}
          </Text>
          {r.status === 'pending' && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => cancel.mutate(r.id)}
              data-testid="my-timed-bid-cancel"
            >
              {t('timedBid.cancel')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

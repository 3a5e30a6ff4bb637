import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { useServerNow } from '@/lib/server-clock';
import { useScheduleTimedBid } from '../api/timed-bids';
import { centsToWire, parseAmountToCents } from '../model/bid-rules';
import type { Lot } from '../model/cached-lot';
import { defaultTimedBidTime, localInputToIso } from '../model/timed-bid-time';
import { MyTimedBids } from './my-timed-bids';
import { SubmitRow } from '@/components/submit-row';
import { Hint } from '@/components/hint';

/**
 * "Bid at a time": the server places the bid at the chosen time (by default the lot's last
 * minute), judged then like any bid. Before the lot starts, a future maximum instead: it starts
 * working when the lot opens (unlike a pre-bid, nobody sees it until then and it can be withdrawn).
 */
export function TimedBidForm({ lot, futureProxy = false }: { lot: Lot; futureProxy?: boolean }) {
  const { t } = useTranslation('lots');
  const now = useServerNow();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const schedule = useScheduleTimedBid();
  const toggle = () => {
    if (!open && !time) setTime(defaultTimedBidTime(lot.date_closed, now));
    setOpen(!open);
  };
  const submit = () => {
    const cents = parseAmountToCents(amount);
    if (cents === null || cents <= 0) return setError(t('timedBid.enterAmount'));
    const bidTime = futureProxy ? undefined : localInputToIso(time);
    if (bidTime === null) return setError(t('timedBid.enterTime'));
    setError(null);
    schedule.mutate(
      { id: lot.id, wsprice: centsToWire(cents), ...(bidTime ? { bid_time: bidTime } : {}) },
      { onSuccess: () => setAmount('') },
    );
  };
  return (
    <Stack gap="xs" data-testid="timed-bid">
      <Button variant="light" onClick={toggle} data-testid="timed-bid-open">
        {futureProxy ? t('timedBid.openFutureProxy') : t('timedBid.open')}
      </Button>
      {open && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <MoneyInput
              label={futureProxy ? t('timedBid.maximum') : t('timedBid.amount')}
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              error={error}
              data-testid="timed-bid-amount"
            />
            {!futureProxy && (
              <TextInput
                type="datetime-local"
                step={1}
                label={t('timedBid.time')}
                description={t('timedBid.timeHint')}
                value={time}
                onChange={(e) => setTime(e.currentTarget.value)}
                data-testid="timed-bid-time"
              />
            )}
            {futureProxy && <Hint size="xs">{t('timedBid.futureProxyHint')}</Hint>}
            <SubmitRow
              label={t('timedBid.submit')}
              loading={schedule.isPending}
              testId="timed-bid-submit"
            />
          </Stack>
        </form>
      )}
      <MyTimedBids lot={lot} />
    </Stack>
  );
}

import { Countdown, type CountdownProps } from '@/components/countdown/countdown';
import { isSealed } from '../model/lot-timing';
import type { Lot } from '../model/cached-lot';

export function LotCountdown({ lot, size }: { lot: Lot; size?: CountdownProps['size'] }) {
  return (
    <Countdown
      size={size}
      open={lot.market_status === 'open'}
      startsAt={lot.date_added}
      endsAt={lot.date_closed}
      sealed={isSealed(lot)}
    />
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { splitDuration } from '@/lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 4, back-office variant: units D:, H:, M:, S, e.g. '2D: 03H: 04M: 05S'. */
export function formatBackofficeDuration(ms: number): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  return `${days}D: ${pad(hours)}H: ${pad(minutes)}M: ${pad(seconds)}S`;
}

/** 'Starts In : ' before the start, 'Ends In : ' while running, as the old back office words it. */
export function BackofficeCountdown(p: {
  kind: 'startsIn' | 'timeLeft';
  remainingMs: number;
  size: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation('auctionform');
  return (
    <Text
      size={p.size}
      data-testid="countdown"
      data-kind={p.kind}
      data-variant="backoffice"
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'pre' }}
    >
      {t(p.kind === 'startsIn' ? 'countdown.startsIn' : 'countdown.endsIn')}
      <Text span fw={600} inherit>
        {formatBackofficeDuration(p.remainingMs)}
      </Text>
    </Text>
  );
}

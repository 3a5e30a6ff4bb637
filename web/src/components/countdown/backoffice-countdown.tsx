import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { splitDuration } from '@/lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

export interface DurationUnits {
  d: string;
  h: string;
  m: string;
  s: string;
}

const LATIN_UNITS: DurationUnits = { d: 'D', h: 'H', m: 'M', s: 'S' };

/** Spec 4, back-office variant: units D:, H:, M:, S, e.g. '2D: 03H: 04M: 05S'; in the reader's units. */
export function formatBackofficeDuration(ms: number, u: DurationUnits = LATIN_UNITS): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  return `${days}${u.d}: ${pad(hours)}${u.h}: ${pad(minutes)}${u.m}: ${pad(seconds)}${u.s}`;
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
        <bdi>
          {formatBackofficeDuration(p.remainingMs, t('countdown.units', { returnObjects: true }))}
        </bdi>
      </Text>
    </Text>
  );
}

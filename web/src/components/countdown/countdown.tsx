import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format';
import { When } from '@/components/when';
import { useServerNow } from '@/lib/server-clock';
import { BackofficeCountdown } from './backoffice-countdown';
import { countdownState, isUrgent, type CountdownInput } from './countdown-state';

export interface CountdownProps extends CountdownInput {
  size?: 'xs' | 'sm' | 'md';
  /** 'backoffice': the seller screens' wording, 'Starts In : ' / 'Ends In : ' and D: H: M: S. */
  variant?: 'public' | 'backoffice';
}

/** Ticks each second against the server clock (synced by `servertime`). */
export function Countdown({ size = 'sm', variant = 'public', ...input }: CountdownProps) {
  const { t } = useTranslation(['common', 'lots', 'auctionform']);
  const now = useServerNow();
  const state = countdownState(input, now);
  switch (state.kind) {
    case 'startsIn':
    case 'timeLeft':
      if (variant === 'backoffice')
        return (
          <BackofficeCountdown kind={state.kind} remainingMs={state.remainingMs} size={size} />
        );
      return (
        <Group gap={4} data-testid="countdown" data-kind={state.kind}>
          <Text size={size} c="dimmed">
            {t(state.kind === 'startsIn' ? 'countdown.startsIn' : 'countdown.timeLeft')}
          </Text>
          <Text
            size={size}
            fw={600}
            c={isUrgent(state) ? 'red' : undefined}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            <bdi>{formatDuration(state.remainingMs, t('countdown.dayUnit'))}</bdi>
          </Text>
          {isUrgent(state) && (
            // Spec 4 and 9: an alert under 2 days, in words, not the red figure alone (WCAG 1.4.1).
            <Badge size="sm" color="red" variant="light" tt="none" data-testid="countdown-alert">
              {t('countdown.endingSoon')}
            </Badge>
          )}
        </Group>
      );
    case 'auctionClosing':
      return (
        <Text size={size} fw={600} c="orange" data-testid="countdown" data-kind={state.kind}>
          {t('countdown.auctionClosing')}
        </Text>
      );
    default:
      return (
        <Text size={size} fw={600} c="dimmed" data-testid="countdown" data-kind={state.kind}>
          {t(state.kind === 'offerClosed' ? 'countdown.offerClosed' : 'countdown.auctionClosed')}
          {' · '}
          {t('countdown.closedOn')} <When at={state.closedAt} dateOnly />
        </Text>
      );
  }
}

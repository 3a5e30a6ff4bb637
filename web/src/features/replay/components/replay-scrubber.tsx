import type { ReplayStep } from '@facet/event-schemas';
import { Button, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Sentence } from '@/components/sentence';
import { formatDateTime, isolate } from '@/lib/format';
import { moveStep } from '../model/replay-url-state';
import { SPEEDS, type Speed, useReplayPlayer } from './use-replay-player';

interface ReplayScrubberProps {
  steps: readonly ReplayStep[];
  step: number;
  onStep: (step: number) => void;
}

/**
 * The scrubber over a life's events: a slider (arrow keys, Home and End move it), step buttons,
 * and Play, which advances one event per tick at the chosen speed.
 */
export function ReplayScrubber({ steps, step, onStep }: ReplayScrubberProps) {
  const { t } = useTranslation('replay');
  const last = steps.length - 1;
  const player = useReplayPlayer(step, last, onStep);
  const current = steps[step];
  const move = (delta: number) => {
    player.pause();
    onStep(moveStep(step, delta, steps.length));
  };
  return (
    // The slider's label sits above the thumb: room for it inside the card.
    <Stack gap="xs" pt="lg" data-testid="replay-scrubber">
      <Slider
        min={0}
        max={Math.max(last, 0)}
        step={1}
        value={step}
        onChange={(v) => {
          player.pause();
          onStep(v);
        }}
        label={(v) => {
          const s = steps[v];
          // Isolated, so a right-to-left page keeps the date in order.
          return s ? `${s.type} · ${isolate(formatDateTime(s.at))}` : null;
        }}
        thumbLabel={t('scrubber.label')}
        aria-label={t('scrubber.label')}
        data-testid="replay-slider"
      />
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => move(-1)}
            disabled={step <= 0}
            data-testid="replay-back"
          >
            {t('scrubber.back')}
          </Button>
          <Button
            variant="filled"
            onClick={player.toggle}
            disabled={last <= 0}
            data-testid="replay-play"
            miw={90}
          >
            {player.playing ? t('scrubber.pause') : t('scrubber.play')}
          </Button>
          <Button
            variant="default"
            onClick={() => move(1)}
            disabled={step >= last}
            data-testid="replay-forward"
          >
            {t('scrubber.forward')}
          </Button>
          <SegmentedControl
            size="xs"
            aria-label={t('scrubber.speed')}
            value={player.speed}
            onChange={(v) => player.setSpeed(v as Speed)}
            data={SPEEDS.map(([s]) => ({ value: s, label: `${s}×` }))}
            data-testid="replay-speed"
          />
        </Group>
        {current && (
          <Text size="sm" data-testid="replay-step">
            <Sentence
              t={t}
              i18nKey="scrubber.position"
              values={{ step: step + 1, total: steps.length }}
            />
            {' · '}
            <Text span fw={600} data-testid="replay-event-type">
              {current.type}
            </Text>
            {current.actor && (
              <>
                {' '}
                <Sentence t={t} i18nKey="scrubber.by" values={{ name: current.actor.name }} />
              </>
            )}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

import type { ReplayFrame, ReplayTimeline } from '@facet/event-schemas';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplayFrame } from '../api/replay-frame';
import { useReplayTimeline } from '../api/replay-timeline';
import type { ReplayScope } from '../model/replay-scope';
import { ReplayFrameHeader } from './replay-frame-header';
import { useReplayUrlState } from './use-replay-url-state';

export interface ReplayBody {
  timeline: ReplayTimeline;
  frame: ReplayFrame;
  bidder: string | null;
  setBidder: (bidder: string | null) => void;
}

/** Loads a timeline, keeps the instant in the address, and hands each frame to the screen's body. */
export function ReplayScreen({
  scope,
  children,
}: {
  scope: ReplayScope;
  children: (body: ReplayBody) => ReactNode;
}) {
  const { t } = useTranslation('replay');
  const timeline = useReplayTimeline(scope);
  const steps = timeline.data?.steps.length ?? 0;
  const url = useReplayUrlState(steps);
  const frame = useReplayFrame(scope, timeline.data && steps > 0 ? url.step : null, url.bidder);
  const { set } = url;
  const onStep = useCallback((step: number) => set({ step }), [set]);
  if (timeline.isPending) return <Loader aria-label={t('loading')} />;
  if (timeline.isError)
    return (
      <Alert color="red" data-testid="replay-error">
        {timeline.error.message}
      </Alert>
    );
  const data = timeline.data;
  return (
    <Stack data-testid="replay-screen">
      <ReplayFrameHeader timeline={data} step={url.step} onStep={onStep} />
      {steps === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : frame.isError ? (
        <Alert color="red" data-testid="replay-error">
          {frame.error.message}
        </Alert>
      ) : frame.data ? (
        // The frame on screen names its step: a test (or a reader) can tell a fetched frame apart.
        <Stack
          data-testid="replay-frame"
          data-step={frame.data.step}
          data-stale={frame.isPlaceholderData}
        >
          {children({
            timeline: data,
            frame: frame.data,
            bidder: url.bidder,
            setBidder: (bidder) => url.set({ bidder }),
          })}
        </Stack>
      ) : (
        <Loader />
      )}
    </Stack>
  );
}

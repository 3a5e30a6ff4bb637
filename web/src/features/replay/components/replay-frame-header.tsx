import type { ReplayTimeline } from '@facet/event-schemas';
import { Card, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Sentence } from '@/components/sentence';
import { CopyLinkButton } from './copy-link-button';
import { ReplayInstant } from './replay-instant';
import { ReplayScrubber } from './replay-scrubber';

/** The title, the scrubber, the instant in two zones and the link to it: both replays share it. */
export function ReplayFrameHeader({
  timeline,
  step,
  onStep,
}: {
  timeline: ReplayTimeline;
  step: number;
  onStep: (step: number) => void;
}) {
  const { t } = useTranslation('replay');
  const at = timeline.steps[step]?.at;
  return (
    <Stack>
      <Title order={1}>
        <Sentence
          t={t}
          i18nKey={timeline.scope.kind === 'lot' ? 'lotTitle' : 'auctionTitle'}
          values={{ title: timeline.scope.title }}
        />
      </Title>
      <Card withBorder>
        <Stack>
          <ReplayScrubber steps={timeline.steps} step={step} onStep={onStep} />
          <Group justify="space-between" align="end">
            {at && <ReplayInstant at={at} />}
            <CopyLinkButton />
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Sentence } from '@/components/sentence';
import { browserTimeZone, instantIn } from '../model/instant-text';
import { Hint } from '@/components/hint';

/** The instant on the scrubber in the admin's zone and in UTC, side by side. */
export function ReplayInstant({ at }: { at: string }) {
  const { t } = useTranslation('replay');
  const zone = browserTimeZone();
  return (
    <Group gap="xl">
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          <Sentence t={t} i18nKey="instant.local" values={{ zone }} />
        </Text>
        <Text fw={600} dir="ltr" data-testid="instant-local">
          {instantIn(at, zone)}
        </Text>
      </Stack>
      <Stack gap={0}>
        <Hint size="xs">{t('instant.utc')}</Hint>
        <Text fw={600} dir="ltr" data-testid="instant-utc">
          {instantIn(at, 'UTC')}
        </Text>
      </Stack>
    </Group>
  );
}

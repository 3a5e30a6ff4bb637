import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localText, utcText } from '../model/event-time';

/** When an event was decided: the reader's zone, and UTC under it (an auditor compares both). */
export function EventTime({ at }: { at: string }) {
  const { t } = useTranslation('audit');
  const utc = t('events.utc', { time: utcText(at) });
  return (
    <Stack gap={0} title={utc}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {localText(at)}
      </Text>
      <Text size="xs" c="dimmed" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {utc}
      </Text>
    </Stack>
  );
}

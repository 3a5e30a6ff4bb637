import { Stack, Text } from '@mantine/core';
import { Hint } from '@/components/hint';

/** One labelled fact of a lot (its weight, its certificate): the label small, the value isolated. */
export function LotFact({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Hint size="xs">{label}</Hint>
      <Text fw={600} size="sm">
        <bdi>{value}</bdi>
      </Text>
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';

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
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm">
        <bdi>{value}</bdi>
      </Text>
    </Stack>
  );
}

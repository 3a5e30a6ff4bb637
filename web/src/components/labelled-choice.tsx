import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';

/**
 * A segmented choice with its label above it, as the form's other inputs show theirs (Mantine's
 * SegmentedControl has no label of its own). Every other prop, test ids too, goes to the control.
 */
export function LabelledChoice({ label, ...control }: SegmentedControlProps & { label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl {...control} />
    </Stack>
  );
}

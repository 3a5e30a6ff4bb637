import { Button, Group } from '@mantine/core';

/** A form's submit button on its own line, at the line's end (the left in Arabic), busy while it sends. */
export function SubmitRow(p: { label: string; loading: boolean; testId?: string }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={p.loading} data-testid={p.testId}>
        {p.label}
      </Button>
    </Group>
  );
}

import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from './money';

/** A summary line: the label at the start, the value at the end. */
export function LabelledLine({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between">
      <Text>{label}</Text>
      {children}
    </Group>
  );
}

/** A totals line (subtotal, premium, tax, total, balance due): its amount in bold. */
export function MoneyLine({
  label,
  dollars,
  testId,
}: {
  label: ReactNode;
  dollars: number;
  testId: string;
}) {
  return (
    <LabelledLine label={label}>
      <Text fw={600} data-testid={testId}>
        <Money dollars={dollars} />
      </Text>
    </LabelledLine>
  );
}

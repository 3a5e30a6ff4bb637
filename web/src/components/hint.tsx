import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A line of help under a title or beside a control: small (or extra small) and dimmed. */
export function Hint(p: { children: ReactNode; size?: 'sm' | 'xs'; testId?: string }) {
  return (
    <Text size={p.size ?? 'sm'} c="dimmed" data-testid={p.testId}>
      {p.children}
    </Text>
  );
}

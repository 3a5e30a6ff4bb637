import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A line of help under a title or beside a control: small and dimmed. */
export function Hint({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

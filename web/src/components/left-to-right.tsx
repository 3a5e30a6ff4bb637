import { Text, type TextProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A run of Latin digits and signs (an amount, a date) kept left to right and isolated from the
 * words around it, so an Arabic sentence neither reorders nor absorbs it.
 */
export function LeftToRight({
  children,
  style,
  ...props
}: TextProps & { children: ReactNode; style?: CSSProperties }) {
  return (
    <Text span inherit {...props} dir="ltr" style={{ unicodeBidi: 'isolate', ...style }}>
      {children}
    </Text>
  );
}

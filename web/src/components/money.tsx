import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCents, formatMoney, perCarat as withUnit } from '@/lib/format';
import { LeftToRight } from './left-to-right';

export type MoneyProps = TextProps & {
  /** A price per carat shows its unit: '$800.00/ct'. */
  perCarat?: boolean;
  /** What shows where the server withheld the amount (null): never '$0.00'. A dash by default. */
  hidden?: ReactNode;
} & ({ dollars: number | null | undefined; cents?: never } | { cents: number; dollars?: never });

/**
 * '$1,234.50' from the dollars the API sends or from integer cents, kept left to right in any
 * layout. An amount the server withheld (null: a visitor's view) is hidden, never shown as zero.
 */
export function Money({ dollars, cents, perCarat = false, hidden = '—', ...props }: MoneyProps) {
  if (cents === undefined && (dollars === null || dollars === undefined))
    return (
      <Text span inherit {...props} data-hidden-amount>
        {hidden}
      </Text>
    );
  const amount = cents !== undefined ? formatCents(cents) : formatMoney(dollars);
  return (
    <LeftToRight {...props} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {perCarat ? withUnit(amount) : amount}
    </LeftToRight>
  );
}

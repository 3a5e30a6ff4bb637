import { Text, type TextProps } from '@mantine/core';
import { formatCents, formatMoney, perCarat as withUnit } from '@/lib/format';

export type MoneyProps = TextProps & {
  /** A price per carat shows its unit: '$800.00/ct'. */
  perCarat?: boolean;
} & ({ dollars: number | null | undefined; cents?: never } | { cents: number; dollars?: never });

/** '$1,234.50' from the dollars the API sends or from integer cents, kept left to right in any layout. */
export function Money({ dollars, cents, perCarat = false, ...props }: MoneyProps) {
  const amount = cents !== undefined ? formatCents(cents) : formatMoney(dollars);
  return (
    <Text
      span
      inherit
      {...props}
      dir="ltr"
      style={{ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' }}
    >
      {perCarat ? withUnit(amount) : amount}
    </Text>
  );
}

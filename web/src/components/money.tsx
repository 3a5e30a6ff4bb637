import { Text, type TextProps } from '@mantine/core';
import { formatCents, formatMoney } from '@/lib/format';

export type MoneyProps = TextProps &
  ({ dollars: number | null | undefined; cents?: never } | { cents: number; dollars?: never });

/** '$1,234.50' from the dollars the API sends or from integer cents. */
export function Money({ dollars, cents, ...props }: MoneyProps) {
  const text = cents !== undefined ? formatCents(cents) : formatMoney(dollars);
  return (
    <Text
      span
      inherit
      {...props}
      dir="ltr"
      style={{ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' }}
    >
      {text}
    </Text>
  );
}

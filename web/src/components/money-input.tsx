import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { moneyDigits } from '@/lib/amount-input';

/**
 * A dollar amount field: '$' before it, the decimal keypad on phones, and only digits and one
 * decimal point kept as it is typed or pasted (spec 5), so a letter never reaches the form.
 */
export function MoneyInput({ onChange, ...props }: TextInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      leftSection="$"
      {...props}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        const kept = moneyDigits(e.currentTarget.value);
        if (kept !== e.currentTarget.value) e.currentTarget.value = kept;
        onChange?.(e);
      }}
    />
  );
}

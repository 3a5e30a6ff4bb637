import { Button, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { keepsAmountShape } from '@/lib/amount-input';

/**
 * A bid's or an offer's amount and its button on one line. Spec 5: the field takes digits, one
 * decimal point or comma and a sign, nothing else; `onType` hears only what keeps that shape.
 */
export function AmountEntry(p: {
  label: string;
  placeholder: string;
  value: string;
  onType: (typed: string) => void;
  onSubmit: () => void;
  error?: string;
  description?: string;
  name?: string;
  submit: ReactNode;
  submitting?: boolean;
  submitMt?: number;
}) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          inputMode="decimal"
          leftSection="$"
          aria-label={p.label}
          placeholder={p.placeholder}
          value={p.value}
          onChange={(e) => {
            const typed = e.currentTarget.value;
            if (keepsAmountShape(typed)) p.onType(typed);
          }}
          error={p.error}
          description={p.description}
          name={p.name}
          data-testid="bid-amount"
        />
        <Button type="submit" mt={p.submitMt} loading={p.submitting} data-testid="bid-submit">
          {p.submit}
        </Button>
      </Group>
    </form>
  );
}

import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { moneyDigits } from '@/lib/amount-input';
import { renderWithProviders } from '@/testing/render';
import { MoneyInput } from './money-input';

function Field() {
  const [value, setValue] = useState('');
  return (
    <MoneyInput
      label="Amount"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      data-testid="amount"
    />
  );
}

/** Issue 27 item 9, spec 5: numeric comma fields keep digits only. */
describe('A money input', () => {
  it('keeps the digits and the first decimal point of what is typed or pasted', () => {
    expect(moneyDigits('$1,200.50')).toBe('1200.50');
    expect(moneyDigits('12a.5.0')).toBe('12.50');
    expect(moneyDigits('-7e3')).toBe('73');
  });

  it('given a letter or a thousands comma, the field keeps the digits only', () => {
    renderWithProviders(<Field />);
    const input = screen.getByTestId('amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1,250.5x' } });
    expect(input.value).toBe('1250.5');
  });
});

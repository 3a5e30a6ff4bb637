import { PinInput } from '@mantine/core';
import { useState } from 'react';

export const OTP_LENGTH = 6;

/**
 * The spec's 6-digit code input: digits only, a pasted 6-digit code fills every box (PinInput
 * spreads a paste), and the code is submitted on its own once complete.
 */
export function OtpInput(props: {
  onComplete: (code: string) => void;
  disabled?: boolean;
  label: string;
  error?: boolean;
}) {
  const [value, setValue] = useState('');
  return (
    <PinInput
      length={OTP_LENGTH}
      type="number"
      inputMode="numeric"
      oneTimeCode
      manageFocus
      value={value}
      onChange={setValue}
      onComplete={(code) => {
        // A paste of a longer text is cut by PinInput; only a full, numeric code is sent.
        if (/^\d{6}$/.test(code)) props.onComplete(code);
      }}
      disabled={props.disabled}
      error={props.error}
      aria-label={props.label}
      data-testid="otp-input"
    />
  );
}

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { OtpInput } from './otp-input';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });

/** Spec 5: the OTP input is 6 digits; a pasted code fills it and it sends itself when complete. */
describe('The 6-digit code input', () => {
  it('has six boxes for digits', () => {
    renderWithProviders(<OtpInput label="Code" onComplete={() => undefined} />);
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]!.inputMode).toBe('numeric');
  });

  it('fills every box from a pasted 6-digit code and submits it once', async () => {
    const onComplete = vi.fn();
    renderWithProviders(<OtpInput label="Code" onComplete={onComplete} />);
    paste(boxes()[0]!, '482913');
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('482913'));
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('482913');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('submits when the sixth digit is typed, not before', async () => {
    const onComplete = vi.fn();
    renderWithProviders(<OtpInput label="Code" onComplete={onComplete} />);
    '12345'.split('').forEach((d, i) => fireEvent.change(boxes()[i]!, { target: { value: d } }));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(boxes()[5]!, { target: { value: '6' } });
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('123456'));
  });

  it('takes no letters', () => {
    const onComplete = vi.fn();
    renderWithProviders(<OtpInput label="Code" onComplete={onComplete} />);
    fireEvent.change(boxes()[0]!, { target: { value: 'a' } });
    expect(boxes()[0]!.value).toBe('');
    expect(onComplete).not.toHaveBeenCalled();
  });
});

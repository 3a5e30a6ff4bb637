import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CaptchaField } from './captcha-field';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

/** Issue 26: the page solves the server's proof of work itself; the user sees it is done. */
describe('The captcha field', () => {
  beforeEach(() => apiCall.mockReset());

  it('solves the proof of work in the page and hands the form its answer', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 500,
      deriveKey,
      hmacSignatureSecret: 'test',
      hmacKeySignatureSecret: 'test:key',
    });
    apiCall.mockResolvedValue({ kind: 'proof-of-work', challenge });
    const onChange = vi.fn();
    renderWithProviders(<CaptchaField onChange={onChange} />);
    await waitFor(() => expect(screen.getByTestId('captcha').dataset['state']).toBe('verified'));
    const answer = onChange.mock.calls.at(-1)![0] as string;
    const payload = JSON.parse(atob(answer));
    expect(payload.solution.counter).toBe(500);
    expect(payload.challenge.signature).toBe(challenge.signature);
    expect(screen.getByText('Not a robot: verified')).toBeTruthy();
  });

  it('answers null and says so when the challenge cannot be solved', async () => {
    apiCall.mockResolvedValue({ kind: 'proof-of-work', challenge: { parameters: null } });
    const onChange = vi.fn();
    renderWithProviders(<CaptchaField onChange={onChange} />);
    await waitFor(() => expect(screen.getByTestId('captcha').dataset['state']).toBe('failed'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

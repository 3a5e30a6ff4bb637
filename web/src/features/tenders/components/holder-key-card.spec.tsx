import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { holderKeyFromText, rememberedHolderKey } from '../model/holder-key';
import { HolderKeyCard } from './holder-key-card';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);
const downloadText = vi.hoisted(() => vi.fn());
vi.mock('../model/share-file', async (original) => ({
  ...(await original<typeof import('../model/share-file')>()),
  downloadText,
}));
let registered: string | null = null;

beforeEach(() => {
  registered = null;
  apiCall.mockReset();
  downloadText.mockReset();
  apiCall.mockImplementation((path: string, body: { public_key?: string }) => {
    if (path === 'tender/myHolderKey')
      return Promise.resolve({ public_key: registered, registered_at: null });
    if (path === 'tender/registerHolderKey') {
      registered = body.public_key ?? null;
      return Promise.resolve({ public_key: registered, registered_at: '2030-01-01T00:00:00Z' });
    }
    return Promise.reject(new Error(path));
  });
});
afterEach(() => localStorage.clear());

/** Issue 30: a future key holder makes their holder key once, in the browser. */
describe('The holder key card', () => {
  it('makes a key pair here, registers only its public half, keeps the pair and saves it as a file', async () => {
    renderWithProviders(<HolderKeyCard />);
    expect((await screen.findByTestId('holder-key-state')).textContent).toBe(
      'You have no holder key yet.',
    );
    fireEvent.click(screen.getByTestId('holder-key-create'));
    await screen.findByTestId('holder-key-created');
    const [body] = sent('tender/registerHolderKey') as { public_key: string }[];
    expect(Object.keys(body ?? {}).sort()).toEqual(['commandId', 'public_key']);
    const [name, text] = downloadText.mock.calls[0] as [string, string];
    expect(name).toBe('facet-holder-key.json');
    const pair = holderKeyFromText(text);
    expect(pair?.publicKey).toBe(body?.public_key);
    expect(rememberedHolderKey(body?.public_key ?? '')).toEqual(pair);
    await waitFor(() =>
      expect(screen.getByTestId('holder-key-state').getAttribute('data-registered')).toBe('true'),
    );
    expect(screen.getByTestId('holder-key-create').textContent).toBe('Replace my holder key');
  });
});

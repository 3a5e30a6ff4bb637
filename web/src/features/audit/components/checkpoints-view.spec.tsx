import type { AuditPublicKey } from '@facet/event-schemas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { CheckpointRow } from '../api/audit-checkpoints';
import { CheckpointsView } from './checkpoints-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, errorText: (_c: string, m: string) => m }));

const key: AuditPublicKey = {
  algorithm: 'Ed25519',
  keyId: '9c4de23a889198c1',
  publicKey: 'NadE9tijgUa5TaDeLlRnu+X8uJQdU1UbxeCfrtvToWM=',
  publicKeyPem: '-----BEGIN PUBLIC KEY-----\nMCow\n-----END PUBLIC KEY-----',
};
const checkpoint = (sequence: number, fromPosition: string | null): CheckpointRow => ({
  payload: {
    format: 'facet-checkpoint/1',
    sequence,
    previous: null,
    fromPosition,
    toPosition: '0000000000000110',
    at: '2030-01-02T10:00:00.000Z',
    root: 'de61a3f7'.padEnd(64, '0'),
    leafCount: 38,
    keyId: key.keyId,
  },
  signature: 'Kz7+PUuu'.padEnd(86, 'A') + '==',
});

describe('The checkpoints screen', () => {
  beforeEach(() => {
    apiCall.mockReset().mockResolvedValue({
      records: [checkpoint(2, '0000000000000110'), checkpoint(1, null)],
      totalRecords: 2,
      setDisp: 'Showing 2 of 2',
    });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(
            JSON.stringify({ status: 'success', data: { responseData: key, responseType: 200 } }),
          ),
        ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the marketplace's key id from the well-known route and how to verify offline", async () => {
    renderWithProviders(<CheckpointsView />);
    expect((await screen.findByTestId('audit-key-id')).textContent).toBe(key.keyId);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/.well-known/facet-audit-key');
    expect(screen.getByTestId('verify-command').textContent).toBe('npx facet-verify <file>');
  });

  it('lists each checkpoint with the positions it covers and its hashes shortened', async () => {
    renderWithProviders(<CheckpointsView />);
    await screen.findByText('after 0000000000000110 up to 0000000000000110');
    expect(screen.getByText('up to 0000000000000110')).toBeTruthy();
    expect(screen.getAllByText('de61a3f7…0000')).toHaveLength(2);
    expect(screen.getAllByTitle(checkpoint(1, null).signature).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'audit/checkpoints',
        { page: 1, limit: 20 },
        expect.anything(),
      ),
    );
  });
});

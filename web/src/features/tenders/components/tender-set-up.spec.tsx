import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import {
  newHolderKeyPair,
  openSealedShare,
  type SealedShareSetUp,
  shareCommitment,
  type TenderKeyPair,
} from '@facet/event-schemas/tender-crypto';
import { TenderSetUp } from './tender-set-up';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);

let setUp = false;
const pairs: Record<string, TenderKeyPair> = {};
beforeEach(async () => {
  setUp = false;
  for (const id of ['admin-1', 'auditor-1', 'seller-1']) pairs[id] = await newHolderKeyPair();
  apiCall.mockReset();
  apiCall.mockImplementation(
    (
      path: string,
      body: { holders?: string[]; shares?: SealedShareSetUp[]; threshold?: number },
    ) => {
      if (path === 'tender/key')
        return setUp
          ? Promise.resolve({ auction_id: 'auc-1', threshold: 2, holders: 3, status: 'open' })
          : Promise.reject(new Error('This auction is not an encrypted tender event'));
      if (path === 'admin/tender/holderKeys')
        return Promise.resolve({
          holders: (body.holders ?? []).map((id) => ({
            user_id: id,
            name: id,
            public_key: pairs[id]?.publicKey,
          })),
        });
      setUp = true;
      return Promise.resolve({
        auction_id: 'auc-1',
        holders: body.shares?.map((s) => s.holder_id),
        threshold: body.threshold,
      });
    },
  );
  session.signIn('token', aUser({ id: 'admin-1', role: 'admin' }));
});
afterEach(() => session.clear());

/** Issue 30: the admin makes an auction an encrypted tender with its key holders and threshold. */
describe("The admin's encrypted tender set-up", () => {
  it('names the admin and the typed holders, 2 of 3 by default, and sends only the public key and each share sealed to its holder', async () => {
    renderWithProviders(<TenderSetUp auctionId="auc-1" />);
    const holders = await screen.findByTestId('tender-holders');
    expect((holders as HTMLInputElement).value).toBe('admin-1');
    fireEvent.change(holders, { target: { value: 'admin-1, auditor-1 seller-1 auditor-1' } });
    fireEvent.click(screen.getByTestId('tender-set-up-submit'));
    await waitFor(() => expect(sent('admin/tender/setUp')).toHaveLength(1));
    expect(sent('admin/tender/holderKeys')).toEqual([
      { holders: ['admin-1', 'auditor-1', 'seller-1'] },
    ]);
    const body = sent('admin/tender/setUp')[0] as {
      public_key: string;
      shares: SealedShareSetUp[];
    };
    expect(Object.keys(body).sort()).toEqual([
      'auction_id',
      'commandId',
      'public_key',
      'shares',
      'threshold',
    ]);
    expect(body).toMatchObject({ auction_id: 'auc-1', threshold: 2 });
    expect(body.shares.map((s) => s.holder_id)).toEqual(['admin-1', 'auditor-1', 'seller-1']);
    for (const s of body.shares) {
      const pair = pairs[s.holder_id] as TenderKeyPair;
      expect(s.holder_key).toBe(pair.publicKey);
      const share = await openSealedShare(s.sealed_share, pair);
      expect(await shareCommitment(share)).toBe(s.share_sha256);
    }
    expect((await screen.findByTestId('tender-set-up-done')).textContent).toBe(
      'This auction is an encrypted tender: 2 of 3 key holders open it',
    );
  });

  it('will not send fewer than two holders', async () => {
    renderWithProviders(<TenderSetUp auctionId="auc-1" />);
    expect(await screen.findByText(/Name 2 to 9 key holders/)).toBeTruthy();
    expect((screen.getByTestId('tender-set-up-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TenderKeyAnswer } from '@facet/event-schemas';
import sodium from 'libsodium-wrappers';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, typeInto } from '@/testing/api-calls';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { EncryptedTenderForm } from './encrypted-tender-form';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);

const B64 = () => sodium.base64_variants.ORIGINAL;
let keys: { publicKey: Uint8Array; privateKey: Uint8Array };
let key: TenderKeyAnswer;
beforeAll(async () => {
  await sodium.ready;
  keys = sodium.crypto_box_keypair();
});
beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((path: string, body: { id: string }) =>
    Promise.resolve(
      path === 'tender/withdraw'
        ? { id: body.id, withdrawn: true }
        : {
            id: body.id,
            bid_id: 'bid-1',
            ciphertext_sha256: 'ab12cd34',
            receipt: { payload: { serverTime: '2026-11-28T10:05:00.000Z' }, signature: 's' },
          },
    ),
  );
  key = {
    auction_id: 'auc-1',
    public_key: sodium.to_base64(keys.publicKey, B64()),
    threshold: 2,
    holders: 3,
    opened: false,
    status: 'open',
    waiting_for: null,
  };
});

const open = (box: string) =>
  sodium.crypto_box_seal_open(
    sodium.from_base64(box, B64()),
    keys.publicKey,
    keys.privateKey,
    'text',
  );

/** Issue 30: a sealed offer on an encrypted lot is sealed in the browser; the server sees no amount. */
describe('The encrypted tender form', () => {
  it('seals the amount in cents to the event key and sends only the ciphertext', async () => {
    renderWithProviders(<EncryptedTenderForm lot={aLot({ id: 'lot-1' })} tenderKey={key} live />);
    expect(screen.getByTestId('tender-sealed-note').textContent).toMatch(/nobody.*can read it/);
    typeInto('bid-amount', '1234.50');
    fireEvent.click(screen.getByTestId('bid-submit'));
    await waitFor(() => expect(sent('makeoffer/addToMakeoffer')).toHaveLength(1));
    const body = sent('makeoffer/addToMakeoffer')[0] as { ciphertext: string; wsprice?: unknown };
    expect(body.wsprice).toBeUndefined();
    expect(body.ciphertext).not.toContain('1234');
    expect(open(body.ciphertext)).toBe('123450');
    expect((await screen.findByTestId('tender-receipt-hash')).textContent).toBe('ab12cd34');
    expect(screen.getByTestId('tender-receipt').textContent).toContain('11-28-2026');
    expect(screen.getByTestId('bid-submit').textContent).toBe('Replace offer');
  });

  it('withdraws the offer until the close', async () => {
    renderWithProviders(
      <EncryptedTenderForm lot={aLot({ id: 'lot-1', bid_or_not: 1 })} tenderKey={key} live />,
    );
    fireEvent.click(screen.getByTestId('tender-withdraw'));
    await waitFor(() =>
      expect(sent('tender/withdraw')).toEqual([expect.objectContaining({ id: 'lot-1' })]),
    );
    expect(await screen.findByTestId('tender-withdrawn')).toBeTruthy();
  });

  it('refuses an amount that is not one before sealing anything', () => {
    renderWithProviders(<EncryptedTenderForm lot={aLot()} tenderKey={key} live />);
    typeInto('bid-amount', '0');
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(screen.getByText('Enter a valid amount')).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('after the close says what the server says the lot waits for', () => {
    const waiting = {
      ...key,
      status: 'awaiting_opening' as const,
      waiting_for: 'Waiting for 2 of 3 key holders',
    };
    renderWithProviders(<EncryptedTenderForm lot={aLot()} tenderKey={waiting} live={false} />);
    expect(screen.getByTestId('tender-waiting').textContent).toBe('Waiting for 2 of 3 key holders');
    expect(screen.queryByTestId('bid-amount')).toBeNull();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { sealShare, shareCommitment } from '@facet/event-schemas/tender-crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import {
  createHolderKeyPair,
  type HolderKeyPair,
  holderKeyFileText,
  rememberHolderKey,
} from '../model/holder-key';
import { KeyHolderPanel } from './key-holder-panel';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);
const downloadText = vi.hoisted(() => vi.fn());
vi.mock('../model/share-file', async (original) => ({
  ...(await original<typeof import('../model/share-file')>()),
  downloadText,
}));

const KEY = {
  auction_id: 'auc-1',
  public_key: 'cGs=',
  threshold: 2,
  holders: 3,
  opened: false,
  status: 'awaiting_opening',
  waiting_for: 'Waiting for 2 of 3 key holders',
};
const SHARE = {
  auction_id: 'auc-1',
  holder_id: 'u-1',
  share: 'c2hhcmU=',
  share_sha256: '',
};
let pair: HolderKeyPair;
/** What the server hands out: the share sealed to the holder's key, never the share itself. */
let SEALED: object;

beforeAll(async () => {
  pair = await createHolderKeyPair();
  SHARE.share_sha256 = await shareCommitment(SHARE.share);
  SEALED = {
    auction_id: 'auc-1',
    holder_id: 'u-1',
    sealed_share: await sealShare(SHARE.share, pair.publicKey),
    holder_key: pair.publicKey,
    share_sha256: SHARE.share_sha256,
    threshold: 2,
    holders: 3,
  };
});
let present: (share: string) => Promise<unknown>;

beforeEach(() => {
  apiCall.mockReset();
  present = () =>
    Promise.resolve({ auction_id: 'auc-1', presented: 1, threshold: 2, needed: 1, opened: false });
  apiCall.mockImplementation((path: string, body: { share?: string }) => {
    if (path === 'tender/key') return Promise.resolve(KEY);
    if (path === 'tender/collectShare') return Promise.resolve(SEALED);
    if (path === 'tender/presentShare') return present(body.share ?? '');
    return Promise.reject(new Error(path));
  });
  downloadText.mockReset();
  session.signIn('token', aUser({ id: 'u-1' }));
});
afterEach(() => {
  session.clear();
  localStorage.clear();
});

/** Issue 30: a key holder collects their share once as a file and presents it after the close. */
describe("The key holder's screen", () => {
  it('says what the event waits for, opens the sealed share with the key this browser keeps, and saves it as a file', async () => {
    rememberHolderKey(pair);
    renderWithProviders(<KeyHolderPanel auctionId="auc-1" />);
    expect((await screen.findByTestId('tender-status')).textContent).toBe(
      'Waiting for 2 of 3 key holders',
    );
    fireEvent.click(screen.getByTestId('tender-collect'));
    expect((await screen.findByTestId('tender-collected')).textContent).toContain(
      'tender-auc-1.share.json',
    );
    expect(downloadText).toHaveBeenCalledWith(
      'tender-auc-1.share.json',
      expect.stringContaining('"share": "c2hhcmU="'),
    );
    expect(sent('tender/collectShare')).toEqual([{ auction_id: 'auc-1' }]);
  });

  it('asks for the holder key file when this browser does not keep the key, and opens the share with it', async () => {
    renderWithProviders(<KeyHolderPanel auctionId="auc-1" />);
    fireEvent.click(await screen.findByTestId('tender-collect'));
    expect((await screen.findByTestId('tender-collect-key')).textContent).toBe(
      'This browser does not hold your holder key: choose your holder key file to open your share.',
    );
    const input = screen.getByTestId('tender-holder-key-file');
    // jsdom's File has no text(): the file the holder chose, as the browser reads it.
    const file = Object.assign(new File([], 'facet-holder-key.json'), {
      text: () => Promise.resolve(holderKeyFileText(pair)),
    });
    const target = input.tagName === 'INPUT' ? input : document.querySelector('input[type="file"]');
    fireEvent.change(target as Element, { target: { files: [file] } });
    await screen.findByTestId('tender-collected');
    expect(downloadText).toHaveBeenCalledWith(
      'tender-auc-1.share.json',
      expect.stringContaining('"share": "c2hhcmU="'),
    );
  });

  it('refuses a holder key file of another key', async () => {
    const other = await createHolderKeyPair();
    rememberHolderKey({ ...other, publicKey: pair.publicKey });
    renderWithProviders(<KeyHolderPanel auctionId="auc-1" />);
    fireEvent.click(await screen.findByTestId('tender-collect'));
    expect((await screen.findByTestId('tender-collect-key')).textContent).toBe(
      'This holder key does not open your share: it was sealed to another key.',
    );
    expect(downloadText).not.toHaveBeenCalled();
  });

  it("refuses a share that is not the one the event committed to (the admin's browser sealed another)", async () => {
    rememberHolderKey(pair);
    apiCall.mockImplementation((path: string) =>
      path === 'tender/collectShare'
        ? Promise.resolve({ ...SEALED, share_sha256: '0'.repeat(64) })
        : Promise.resolve(KEY),
    );
    renderWithProviders(<KeyHolderPanel auctionId="auc-1" />);
    fireEvent.click(await screen.findByTestId('tender-collect'));
    expect((await screen.findByTestId('tender-collect-key')).textContent).toBe(
      "The share opened but does not match the event's commitment: ask the admin to set the event up again.",
    );
    expect(downloadText).not.toHaveBeenCalled();
  });

  it('presents a pasted share file and shows how many more are needed', async () => {
    renderWithProviders(<KeyHolderPanel auctionId="auc-1" />);
    fireEvent.change(await screen.findByTestId('tender-share-text'), {
      target: { value: JSON.stringify(SHARE) },
    });
    fireEvent.click(screen.getByTestId('tender-present'));
    expect((await screen.findByTestId('tender-present-answer')).textContent).toBe(
      'Share accepted (1 of 2): 1 more needed to open the tenders',
    );
    expect(sent('tender/presentShare')[0]).toMatchObject({
      auction_id: 'auc-1',
      share: 'c2hhcmU=',
    });
  });

  it("shows the server's refusal of a wrong share", async () => {
    present = () => Promise.reject(new Error('This share does not belong to this tender event'));
    renderWithProviders(<KeyHolderPanel auctionId="auc-1" />);
    fireEvent.change(await screen.findByTestId('tender-share-text'), {
      target: { value: 'b3RoZXI=' },
    });
    fireEvent.click(screen.getByTestId('tender-present'));
    expect((await screen.findByTestId('tender-present-error')).textContent).toBe(
      'This share does not belong to this tender event',
    );
  });

  it('links the opening once the threshold is reached', async () => {
    present = () =>
      Promise.resolve({ auction_id: 'auc-1', presented: 2, threshold: 2, needed: 0, opened: true });
    renderWithProviders(<KeyHolderPanel auctionId="auc-1" />);
    fireEvent.change(await screen.findByTestId('tender-share-text'), {
      target: { value: 'c2hhcmU=' },
    });
    fireEvent.click(screen.getByTestId('tender-present'));
    const answer = await screen.findByTestId('tender-present-answer');
    expect(answer.querySelector('a')?.getAttribute('href')).toBe('/tenders/auc-1/opening');
  });

  it('refuses a file that holds no share before sending anything', async () => {
    renderWithProviders(<KeyHolderPanel auctionId="auc-1" />);
    fireEvent.change(await screen.findByTestId('tender-share-text'), {
      target: { value: '{"nope":1}' },
    });
    fireEvent.click(screen.getByTestId('tender-present'));
    expect((await screen.findByTestId('tender-present-error')).textContent).toBe(
      'This is not a share file: it holds no share',
    );
    expect(sent('tender/presentShare')).toEqual([]);
  });
});

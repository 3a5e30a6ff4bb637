import type { BidAddtimeFailed } from '@facet/event-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { aLot } from '@/testing/lot-builder';
import type { FakeSocket } from '@/testing/fake-socket';
import type { Lot } from '../model/cached-lot';
import { lotKeys } from '../api/lot-keys';
import { rememberOwnBid } from '../model/own-bids';
import { useLotRealtime } from './use-lot-realtime';

const fake = vi.hoisted(() => ({ socket: undefined as FakeSocket | undefined }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('@/testing/fake-socket');
  fake.socket = new FakeSocket();
  return { io: () => fake.socket };
});
const showAlert = vi.hoisted(() => vi.fn());
vi.mock('@/lib/alerts', () => ({ showAlert }));

const server = () => fake.socket as FakeSocket;
const detailKey = [...lotKeys.detail('lot-1'), true];
const refusal = (commandId: string | null): BidAddtimeFailed => ({
  status: 'failed',
  id: 'lot-1',
  wprice: 1_000,
  next_bid: 1_025,
  bid_count: 3,
  date_closed: '2030-01-01T10:00:00.000Z',
  revision: 7,
  error: 'Min bid $1,025.00',
  code: 'bid.below-minimum',
  params: { amount: 1025_00 },
  commandId,
});

describe('A refused bid pushed to the bidder (spec 4, issue 27 item 4)', () => {
  let client: QueryClient;
  let unmount: () => void;
  beforeEach(() => {
    showAlert.mockReset();
    client = new QueryClient();
    client.setQueryData(detailKey, aLot({ revision: 5, wprice: 610, next_bid: 620 }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    unmount = renderHook(() => useLotRealtime(), { wrapper }).unmount;
    act(() => server().connect());
  });
  afterEach(async () => {
    unmount();
    server().disconnect('io client disconnect');
    await i18n.changeLanguage('en');
  });

  it("shows the bidder's other tabs the error in their language, and the lot's state", async () => {
    await i18n.changeLanguage('es');
    act(() => server().fire('bidAddtime', refusal('other-tab')));
    expect(showAlert).toHaveBeenCalledWith('Puja mínima $1,025.00', 'error');
    expect(client.getQueryData<Lot>(detailKey)).toMatchObject({ next_bid: 1_025, revision: 7 });
  });

  it('does not alert twice in the tab whose HTTP answer told it already', () => {
    act(() => server().fire('bidAddtime', refusal(rememberOwnBid('this-tab'))));
    expect(showAlert).not.toHaveBeenCalled();
  });
});

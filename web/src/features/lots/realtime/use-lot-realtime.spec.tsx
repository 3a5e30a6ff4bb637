import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import type { FakeSocket } from '@/testing/fake-socket';
import type { Lot } from '../model/cached-lot';
import { lotKeys } from '../api/lot-keys';
import { useLotRealtime, useLotRooms } from './use-lot-realtime';

const fake = vi.hoisted(() => ({ socket: undefined as FakeSocket | undefined }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('@/testing/fake-socket');
  fake.socket = new FakeSocket();
  return { io: () => fake.socket };
});

const server = () => fake.socket as FakeSocket;
const detailKey = [...lotKeys.detail('lot-1'), true];

function mount(client: QueryClient, watched: string[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      useLotRealtime();
      useLotRooms(watched);
    },
    { wrapper },
  );
}

describe('Lot realtime', () => {
  let client: QueryClient;
  let view: ReturnType<typeof mount>;
  const cached = () => client.getQueryData<Lot>(detailKey);

  beforeEach(() => {
    client = new QueryClient();
    client.setQueryData(detailKey, aLot({ revision: 5, wprice: 610 }));
    view = mount(client, ['lot-1']);
    act(() => server().connect());
    server().sent.length = 0;
  });
  afterEach(() => {
    view.unmount();
    server().disconnect('io client disconnect');
  });

  describe('watchlistAdded (issue 27 item 3: live state without a reload)', () => {
    it('takes a lot removed from the watchlist off the watchlist at once', () => {
      const page = lotKeys.mine('watchlist:watchlist', { limit: 12, page: 1 });
      const list = { records: [aLot({ watchlistid: 1 }), aLot({ id: 'lot-2' })], totalRecords: 2 };
      client.setQueryData(page, list);
      act(() =>
        server().fire('watchlistAdded', {
          id: 'lot-1',
          status: 'removed',
          watchlistid: 0,
          revision: 3,
        }),
      );
      const ids = client.getQueryData<{ records: Lot[] }>(page)?.records.map((l) => l.id);
      expect(ids).toEqual(['lot-2']);
      expect(cached()?.watchlistid).toBe(0);
    });
  });

  describe('timedBidUpdate (to the owner, issue 26)', () => {
    it("refreshes the owner's timed bids when the server placed one or it failed", () => {
      const key = ['timed-bids', 'lot', 'lot-1'];
      client.setQueryData(key, { records: [], totalRecords: 0, setDisp: '' });
      act(() =>
        server().fire('timedBidUpdate', {
          id: 't1',
          lot_id: 'lot-1',
          status: 'placed',
          reason: null,
          revision: 2,
        }),
      );
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    });
  });

  describe('preBidAddtime (to the bidder)', () => {
    it("shows the bidder's own pre-bid on the lot they watch", () => {
      act(() =>
        server().fire('preBidAddtime', {
          status: 'success',
          id: 'lot-1',
          prebid_data: { proposed_amount: 700, proposal: 'prebid' },
          revision: 6,
        }),
      );
      expect(cached()?.prebid_data).toEqual({ proposed_amount: 700, proposal: 'prebid' });
      expect(cached()?.revision).toBe(6);
    });
  });

  describe('after a reconnect', () => {
    const reconnect = () =>
      act(() => {
        server().disconnect();
        server().connect();
      });

    it('watches its lots again, then sends catchUp with the last revision it saw of each', () => {
      reconnect();
      expect(server().sentNames()).toEqual(['watchLots', 'catchUp']);
      expect(server().sent[1]?.payload).toEqual({ lots: { 'lot-1': 5 } });
    });

    it('applies what the gateway pushes back, and refetches the lots when any moved on', () => {
      reconnect();
      const ack = server().sent.find((s) => s.event === 'catchUp')?.ack;
      act(() => {
        server().fire('bidAddtime', {
          status: 'success',
          id: 'lot-1',
          wprice: 650,
          next_bid: 660,
          bid_count: 3,
          date_closed: aLot().date_closed,
          revision: 6,
        });
        ack?.(null, { ok: true, sent: 1 });
      });
      expect(cached()).toMatchObject({ wprice: 650, revision: 6 });
      expect(client.getQueryState(detailKey)?.isInvalidated).toBe(true);
    });

    it('refetches nothing when no watched lot moved on', () => {
      reconnect();
      act(() =>
        server()
          .sent.find((s) => s.event === 'catchUp')
          ?.ack?.(null, { ok: true, sent: 0 }),
      );
      expect(client.getQueryState(detailKey)?.isInvalidated).toBe(false);
    });

    it('refetches the lots when the gateway does not answer', () => {
      reconnect();
      act(() =>
        server()
          .sent.find((s) => s.event === 'catchUp')
          ?.ack?.(new Error('timeout')),
      );
      expect(client.getQueryState(detailKey)?.isInvalidated).toBe(true);
    });
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The clock keeps module state: each rule loads a fresh copy (a new query is a new module instance).
let copies = 0;
async function freshClock(): Promise<typeof import('./server-clock')> {
  copies += 1;
  return import(/* @vite-ignore */ `./server-clock.ts?copy=${copies}`);
}

const SERVER_START = Date.parse('2026-11-23T15:00:00.000Z');

/** The server's true time, driven by the same fake timers as the client. */
function serverClock() {
  const bootMonotonic = performance.now();
  return () => SERVER_START + (performance.now() - bootMonotonic);
}

describe('Server clock (countdowns tick on server time, whatever the client clock says)', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'Date', 'performance'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['30 s ahead', 30_000],
    ['an hour behind', -3_600_000],
  ])('a client clock %s is within 1 s of the server after sync, for a minute', async (_, skew) => {
    vi.setSystemTime(SERVER_START + skew);
    const serverTime = serverClock();
    const { syncServerTime, useServerNow } = await freshClock();
    const hook = renderHook(() => useServerNow());
    act(() => syncServerTime(new Date(serverTime()).toISOString()));
    for (let s = 0; s < 60; s++) {
      act(() => void vi.advanceTimersByTime(1000));
      expect(Math.abs(hook.result.current - serverTime())).toBeLessThanOrEqual(1000);
    }
  });

  it('never jumps back when servertime samples arrive late by up to a second', async () => {
    vi.setSystemTime(SERVER_START - 7_000);
    const serverTime = serverClock();
    const { syncServerTime, useServerNow } = await freshClock();
    const shown: number[] = []; // every value the countdown rendered
    const hook = renderHook(() => {
      const now = useServerNow();
      shown.push(now);
      return now;
    });
    act(() => syncServerTime(serverTime()));
    // The server's ticks are not in phase with the client's: each is sent half a second before one.
    act(() => void vi.advanceTimersByTime(500));
    // Deterministic delays: each tick is sent, then delivered 0-999 ms later.
    const delays = [0, 900, 100, 999, 0, 500, 950, 20, 700, 300];
    for (let i = 0; i < 60; i++) {
      const sentAt = serverTime();
      const delay = delays[i % delays.length]!;
      act(() => void vi.advanceTimersByTime(delay));
      act(() => syncServerTime(new Date(sentAt).toISOString()));
      act(() => void vi.advanceTimersByTime(1000 - delay));
      expect(Math.abs(hook.result.current - serverTime())).toBeLessThanOrEqual(1000);
    }
    const synced = shown.slice(2); // from the first sync on
    for (let i = 1; i < synced.length; i++)
      expect(synced[i]).toBeGreaterThanOrEqual(synced[i - 1]!);
  });

  it('does not move when the user sets the machine clock back or forward', async () => {
    vi.setSystemTime(SERVER_START);
    const serverTime = serverClock();
    const { syncServerTime, useServerNow } = await freshClock();
    const hook = renderHook(() => useServerNow());
    act(() => syncServerTime(serverTime()));
    act(() => void vi.advanceTimersByTime(5000));
    const before = hook.result.current;
    vi.setSystemTime(Date.now() - 3_600_000);
    act(() => void vi.advanceTimersByTime(1000));
    expect(hook.result.current).toBeGreaterThanOrEqual(before);
    expect(Math.abs(hook.result.current - serverTime())).toBeLessThanOrEqual(1000);
    vi.setSystemTime(Date.now() + 7_200_000);
    act(() => void vi.advanceTimersByTime(1000));
    expect(Math.abs(hook.result.current - serverTime())).toBeLessThanOrEqual(1000);
  });

  it('a server time corrected backwards holds the countdown until the server catches up', async () => {
    vi.setSystemTime(SERVER_START);
    const { syncServerTime, useServerNow } = await freshClock();
    const hook = renderHook(() => useServerNow());
    act(() => syncServerTime(SERVER_START));
    act(() => void vi.advanceTimersByTime(10_000));
    const shown = hook.result.current;
    act(() => syncServerTime(SERVER_START + 7_000)); // 3 s behind what is shown
    act(() => void vi.advanceTimersByTime(1000));
    expect(hook.result.current).toBe(shown);
    act(() => void vi.advanceTimersByTime(3000));
    expect(hook.result.current).toBe(SERVER_START + 11_000);
  });
});

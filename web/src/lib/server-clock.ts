import { useSyncExternalStore } from 'react';

// Countdowns tick against the server's clock. The server's `servertime` sets an anchor (server time,
// local monotonic time); between samples time runs on the monotonic clock, so a user changing the
// machine's clock moves nothing. A sample delivered late (the gateway sends ticks in slices) reads
// behind the truth: the shown time never goes back, it holds until the server's time passes it.
const monotonic = () => performance.now();
let anchorServerMs = Date.now();
let anchorLocalMs = monotonic();
let synced = false;
let nowMs = anchorServerMs;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function estimate(): number {
  return anchorServerMs + Math.floor(monotonic() - anchorLocalMs); // whole ms, as Date.now() gives
}

/** Before the first sync the local clock is only a guess, so that one sync may move time back. */
function advance(): number {
  nowMs = synced ? Math.max(nowMs, estimate()) : estimate();
  return nowMs;
}

function tick() {
  advance();
  listeners.forEach((l) => l());
}

export function syncServerTime(dTime: string | number) {
  const server = new Date(dTime).getTime();
  if (Number.isNaN(server)) return;
  anchorServerMs = server;
  anchorLocalMs = monotonic();
  if (!synced) nowMs = server;
  synced = true;
  tick();
}

/** Forgets the server's time, so the next sync sets it outright (a fresh page; tests pin a time). */
export function resetServerClock() {
  synced = false;
}

export function serverNow(): number {
  return advance();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) timer = setInterval(tick, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The server's "now", re-rendered every second (spec 4: countdown ticks every 1 s). */
export function useServerNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => nowMs,
    () => nowMs,
  );
}

import { useSyncExternalStore } from 'react';

// Countdowns tick against the server's clock: offset = server time - local time, updated from `servertime`.
let offsetMs = 0;
let nowMs = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  nowMs = Date.now() + offsetMs;
  listeners.forEach((l) => l());
}

export function syncServerTime(dTime: string | number) {
  const server = new Date(dTime).getTime();
  if (Number.isNaN(server)) return;
  offsetMs = server - Date.now();
  tick();
}

export function serverNow(): number {
  return Date.now() + offsetMs;
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

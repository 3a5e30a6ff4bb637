import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushConflator } from './push-conflator.js';

/** A push target whose sends settle only when the test says the room is written. */
function slowTarget() {
  const sent: { key: string; value: number; at: number }[] = [];
  const outstanding: (() => void)[] = [];
  const conflator = new PushConflator<number>(150, (key, value) => {
    sent.push({ key, value, at: Date.now() });
    return new Promise<void>((written) => outstanding.push(written));
  });
  const writeOut = async () => {
    outstanding.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { conflator, sent, writeOut };
}

describe('PushConflator', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once and collapses the rest of the interval into one push of the latest', () => {
    const sent: number[] = [];
    const c = new PushConflator<number>(150, (_key, value) => void sent.push(value));
    c.offer('lot-1', 1);
    c.offer('lot-1', 2);
    c.offer('lot-1', 3);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(150);
    expect(sent).toEqual([1, 3]);
    c.stop();
  });

  it('never starts a lot push while the last one is still being written, then sends only the latest', async () => {
    const t = slowTarget();
    t.conflator.offer('lot-1', 1);
    for (let v = 2; v <= 20; v++) {
      vi.advanceTimersByTime(50);
      t.conflator.offer('lot-1', v);
    }
    // 950 ms of changes while the first push was still going out: no second broadcast on top of it.
    expect(t.sent.map((s) => s.value)).toEqual([1]);
    await t.writeOut();
    vi.advanceTimersByTime(950);
    expect(t.sent).toEqual([
      { key: 'lot-1', value: 1, at: 0 },
      { key: 'lot-1', value: 20, at: 1_900 },
    ]);
    t.conflator.stop();
  });

  it('rests a lot as long as its last push took to go out, so writing big rooms keeps at most half the loop', async () => {
    const t = slowTarget();
    t.conflator.offer('lot-1', 1);
    vi.advanceTimersByTime(400);
    await t.writeOut(); // out after 400 ms
    t.conflator.offer('lot-1', 2);
    vi.advanceTimersByTime(399);
    expect(t.sent.map((s) => s.value)).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(t.sent).toEqual([
      { key: 'lot-1', value: 1, at: 0 },
      { key: 'lot-1', value: 2, at: 800 },
    ]);
    // Other lots are not held back by a slow one.
    t.conflator.offer('lot-2', 7);
    expect(t.sent.at(-1)).toEqual({ key: 'lot-2', value: 7, at: 800 });
    t.conflator.stop();
  });

  it('sends nothing once stopped, even when a push in flight settles with a change waiting', async () => {
    const t = slowTarget();
    t.conflator.offer('lot-1', 1);
    t.conflator.offer('lot-1', 2);
    t.conflator.stop();
    await t.writeOut();
    vi.advanceTimersByTime(1_000);
    expect(t.sent.map((s) => s.value)).toEqual([1]);
  });
});

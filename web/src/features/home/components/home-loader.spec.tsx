import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_MS, HOME_LOADER_MS, useHeldAfter } from './home-loader';

/** Issue 27 item 9, spec 9: home loader 1 s after the featured lots load; fade 600 ms. */
describe('The home loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given the featured lots loading, holds; once in, holds 1 s more, then lets go', () => {
    expect([HOME_LOADER_MS, FADE_MS]).toEqual([1000, 600]);
    const { result, rerender } = renderHook(({ ready }) => useHeldAfter(ready, HOME_LOADER_MS), {
      initialProps: { ready: false },
    });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(true);
    rerender({ ready: true });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { moveStep, readReplayUrl, writeReplayUrl } from './replay-url-state';

const read = (search: string, steps = 20) => readReplayUrl(new URLSearchParams(search), steps);

describe('The instant a replay link names', () => {
  it('opens the step and the bidder the link carries', () =>
    expect(read('?step=12&bidder=u7')).toEqual({ step: 12, bidder: 'u7' }));
  it('opens the end of the life when the link names no step', () =>
    expect(read('')).toEqual({ step: 19, bidder: null }));
  it.each(['abc', '-3', '1.5', ''])('opens the end of the life for a malformed step %j', (step) =>
    expect(read(`?step=${step}`).step).toBe(19),
  );
  it('pulls a step past the end back to the last event', () =>
    expect(read('?step=99').step).toBe(19));
  it("keeps step 0, the lot's creation", () => expect(read('?step=0').step).toBe(0));
  it('has no step on an empty timeline', () => expect(read('?step=3', 0).step).toBe(-1));
  it('reads an empty bidder as none', () => expect(read('?bidder=').bidder).toBeNull());
});

describe('Moving on the scrubber writes the address', () => {
  const params = new URLSearchParams('step=3&bidder=u1&tab=x');
  it('sets the step and keeps the bidder and any other parameter', () =>
    expect(writeReplayUrl(params, { step: 4 }).toString()).toBe('step=4&bidder=u1&tab=x'));
  it('sets the bidder', () =>
    expect(writeReplayUrl(params, { bidder: 'u2' }).get('bidder')).toBe('u2'));
  it('drops the bidder when none is picked', () =>
    expect(writeReplayUrl(params, { bidder: null }).has('bidder')).toBe(false));
  it('never changes the address it was given', () => {
    writeReplayUrl(params, { step: 9, bidder: null });
    expect(params.toString()).toBe('step=3&bidder=u1&tab=x');
  });
});

describe('Stepping', () => {
  it('moves one event either way', () => {
    expect(moveStep(5, 1, 10)).toBe(6);
    expect(moveStep(5, -1, 10)).toBe(4);
  });
  it('stops at the first and the last event', () => {
    expect(moveStep(0, -1, 10)).toBe(0);
    expect(moveStep(9, 1, 10)).toBe(9);
  });
});

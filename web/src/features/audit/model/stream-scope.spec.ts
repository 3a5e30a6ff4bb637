import { describe, expect, it } from 'vitest';
import { scopesOf, streamScope } from './stream-scope';

describe('Evidence can be exported', () => {
  it("for a lot's stream", () =>
    expect(streamScope('lot-3f2a')).toEqual({ kind: 'lot', id: '3f2a' }));
  it("for an auction's stream", () =>
    expect(streamScope('auction-12')).toEqual({ kind: 'auction', id: '12' }));
  it("not for a user's stream", () => expect(streamScope('user-5')).toBeNull());
  it('once per lot or auction among the streams shown, in the order first seen', () =>
    expect(scopesOf(['lot-1', 'user-2', 'auction-3', 'lot-1'])).toEqual([
      { kind: 'lot', id: '1' },
      { kind: 'auction', id: '3' },
    ]));
});

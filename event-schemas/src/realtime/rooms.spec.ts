import { describe, expect, it } from 'vitest';
import { auctionRoom, lotRoom, lotVisitorRoom, lotWatchRoom, userRoom } from './rooms.js';

describe('Socket rooms', () => {
  it('names a lot, an auction and a user room by kind and id', () => {
    expect(lotRoom('l1')).toBe('lot:l1');
    expect(auctionRoom('a1')).toBe('auction:a1');
    expect(userRoom('u1')).toBe('user:u1');
  });

  it('keeps visitors of a lot in a room of their own, where no price is pushed', () => {
    expect(lotVisitorRoom('l1')).toBe('lot:l1:visitor');
    expect(lotWatchRoom('l1', false)).toBe('lot:l1:visitor');
    expect(lotWatchRoom('l1', true)).toBe('lot:l1');
  });
});

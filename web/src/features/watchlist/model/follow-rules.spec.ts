import { describe, expect, it } from 'vitest';
import { FOLLOW_RATING, FOLLOWER_REFRESH_MS, follows } from './follow-rules';

describe('following a seller from the watchlist', () => {
  it('rates 5 and refreshes after 500 ms, as spec section 8 times it', () => {
    expect([FOLLOW_RATING, FOLLOWER_REFRESH_MS]).toEqual([5, 500]);
  });

  it('knows a followed seller by id only', () => {
    const list = [{ seller_id: 's1' }];
    expect(follows(list, 's1')).toBe(true);
    expect(follows(list, 's2')).toBe(false);
  });
});

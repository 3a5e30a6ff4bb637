/**
 * Following a seller from the watchlist (spec sections 4 and 8): the rating given is 5, and the
 * list of followed sellers is read again 0.5 s after the follow (the server's list settles first).
 */
export const FOLLOW_RATING = 5;
export const FOLLOWER_REFRESH_MS = 500;

/** Whether the buyer already follows `sellerId` (the button then offers to unfollow). */
export const follows = (followed: readonly { seller_id: string }[], sellerId: string): boolean =>
  followed.some((f) => f.seller_id === sellerId);

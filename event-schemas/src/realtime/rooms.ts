/**
 * Socket.io room names, named once for the gateway, the notifier and the tests. Signed-in
 * watchers of a lot share `lot:{id}`, visitors `lot:{id}:visitor` (no prices); personal answers
 * go to `user:{id}`.
 */
export const lotRoom = (lotId: string): string => `lot:${lotId}`;

export const lotVisitorRoom = (lotId: string): string => `lot:${lotId}:visitor`;

/** The room a watcher of a lot joins: the priced one when signed in. */
export const lotWatchRoom = (lotId: string, signedIn: boolean): string =>
  signedIn ? lotRoom(lotId) : lotVisitorRoom(lotId);

export const auctionRoom = (auctionId: string): string => `auction:${auctionId}`;

export const userRoom = (userId: string): string => `user:${userId}`;

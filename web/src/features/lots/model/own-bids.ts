/**
 * The command ids of the bids this tab sent, the last few. A refused bid is answered over HTTP
 * (and alerted there) and also pushed to the bidder's room (spec 4): the push alerts only the
 * bidder's other tabs, never the tab that has its answer already.
 */
const sent: string[] = [];
const KEEP = 50;

export function rememberOwnBid(commandId: string): string {
  sent.push(commandId);
  if (sent.length > KEEP) sent.shift();
  return commandId;
}

export function isOwnBid(commandId: string | null | undefined): boolean {
  return commandId != null && sent.includes(commandId);
}

import { ownValue, type RejectionCode } from '@facet/event-schemas';

type Params = Readonly<Record<string, number | string>>;
const n = (p: Params, key: string): string => String(ownValue(p, key) ?? '');

/** What a lot of an encrypted tender event waits for after its close (the lot says why). */
export const awaitingOpeningText = (threshold: number, holders: number): string =>
  `Waiting for ${threshold} of ${holders} key holders`;

/** Issue 30: the encrypted tender's rules, in plain English. */
export const tenderMessages = {
  'tender.ciphertext-required': () =>
    'This lot takes encrypted tenders only: seal the amount to the tender key and send it as ciphertext',
  'tender.not-encrypted': () => 'This lot does not take encrypted tenders',
  'tender.not-found': () => 'You have no tender on this lot',
  'tender.lots-have-offers': () =>
    'A lot of this auction already has offers: set up the encrypted tender before any offer',
  'tender.awaiting-opening': (p) =>
    `${awaitingOpeningText(Number(p.threshold), Number(p.holders))} to open the tenders`,
  'tender.unreadable': () => 'A tender does not open with the key of this tender event',
  'tender.event-not-found': () => 'This auction is not an encrypted tender event',
  'tender.already-set-up': () => 'This auction is already an encrypted tender event',
  'tender.no-sealed-lots': () => 'This auction has no sealed lots to tender on',
  'tender.invalid-holders': () =>
    'Name 2 to 9 different key holders and a threshold from 2 to their number',
  'tender.not-a-holder': () => 'You are not a key holder of this tender event',
  'tender.share-collected': () => 'Your share was already collected: the server no longer holds it',
  'tender.holders-without-key': (p) =>
    `These key holders have no holder key yet: ${n(p, 'names')}. Each creates one on their Tender events page (Create my holder key)`,
  'tender.invalid-holder-key': () => 'The holder key must be a 32-byte public key in base64',
  'tender.invalid-event-key': () => 'The event key must be a 32-byte public key in base64',
  'tender.holder-key-changed': (p) =>
    `These key holders have a new holder key since your browser sealed their shares: ${n(p, 'names')}. Set up the event again`,
  'tender.wrong-share': () => 'This share does not belong to this tender event',
  'tender.not-closed': (p) =>
    `The tender event has not closed yet (${n(p, 'open')} lots still open)`,
  'tender.not-opened': () => 'The tender event has not been opened yet',
  'tender.not-chosen': () =>
    "Only the tender the event's award chose can be accepted on this parcel (a buyer over their cap is passed over)",
} satisfies Partial<Record<RejectionCode, (p: Params) => string>>;

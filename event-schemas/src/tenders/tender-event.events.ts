import { z } from 'zod';
import { defineEvent, type EventOf } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

/** A base64 value (a key, a share, a ciphertext). */
const base64 = z
  .string()
  .regex(/^[A-Za-z0-9+/]+={0,2}$/)
  .max(4096);
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * An auction set up as an encrypted tender: tenders on its lots are sealed to `publicKey`; the
 * private key was split among `holders` (any `threshold` of them open the event) and not kept.
 */
export const TenderKeyPublished = defineEvent(
  'TenderKeyPublished',
  1,
  z.object({
    auctionId: id,
    publicKey: base64,
    holders: z.array(id).min(2),
    threshold: z.number().int().min(2),
    /** The event's sealed lots in lot order: the order the award takes the parcels in. */
    lotIds: z.array(id),
    setUpBy: id,
    at: instant,
  }),
);

/**
 * The commitment to one holder's share (sha256 of its bytes), to refuse any other share, and the
 * share itself sealed to the holder's registered key (crypto_box_seal): kept durably, so any api
 * process hands it out after any restart, yet only the holder's private key opens it. Events set
 * up before shares were sealed carry no `sealedShare` (their shares were handed out from memory).
 */
export const TenderShareCommitted = defineEvent(
  'TenderShareCommitted',
  1,
  z.object({
    auctionId: id,
    holderId: id,
    shareSha256: sha256Hex,
    sealedShare: base64.optional(),
    /** The holder's public key the share is sealed to. */
    holderKey: base64.optional(),
    at: instant,
  }),
);

/**
 * A holder presented their share after the close. The share itself is kept: fewer than the
 * threshold rebuild nothing, and at the threshold the key is published with the opening anyway.
 */
export const TenderSharePresented = defineEvent(
  'TenderSharePresented',
  1,
  z.object({ auctionId: id, holderId: id, share: base64, shareSha256: sha256Hex, at: instant }),
);

const openedTender = z.object({
  lotId: id,
  bidId: id,
  userId: id,
  /** The company the buyer tendered for (issue 30): its cap and award count per company. */
  partyId: id.optional(),
  ciphertext: base64,
  ciphertextSha256: sha256Hex,
  amount: cents.positive(),
  at: instant,
});

const parcelAward = z.object({
  lotId: id,
  winner: z.object({ userId: id, bidId: id, amount: cents.positive() }).nullable(),
  skipped: z.array(
    z.object({ userId: id, bidId: id, amount: cents, reason: z.literal('cap reached') }),
  ),
});

/**
 * The opening, published whole: the rebuilt private key, every tender with its ciphertext and
 * amount, the caps applied, and the award per parcel (in lot order), so anyone can re-derive it.
 */
export const TenderOpened = defineEvent(
  'TenderOpened',
  1,
  z.object({
    auctionId: id,
    publicKey: base64,
    privateKey: base64,
    lotOrder: z.array(id),
    tenders: z.array(openedTender),
    caps: z.record(id, cents.nonnegative()),
    award: z.array(parcelAward),
    at: instant,
  }),
);

/**
 * A user's key-holder public key, made in their browser (the private key never leaves it except
 * as the file they keep). Tender shares are sealed to it at set-up; a new one replaces the old
 * for events set up afterwards.
 */
export const HolderKeyRegistered = defineEvent(
  'HolderKeyRegistered',
  1,
  z.object({ userId: id, publicKey: base64, at: instant }),
);

export type HolderKeyEvent = EventOf<typeof HolderKeyRegistered>;

/** One stream per user's key-holder key. */
export const holderKeyStream = (userId: string): string => `holder-key-${userId}`;

export const tenderEventEvents = [
  HolderKeyRegistered,
  TenderKeyPublished,
  TenderShareCommitted,
  TenderSharePresented,
  TenderOpened,
] as const;

export type TenderEventEvent =
  | EventOf<typeof TenderKeyPublished>
  | EventOf<typeof TenderShareCommitted>
  | EventOf<typeof TenderSharePresented>
  | EventOf<typeof TenderOpened>;

export type OpenedTender = z.infer<typeof openedTender>;
export type TenderOpening = EventOf<typeof TenderOpened>['data'];

/** One stream per tender event (the auction whose lots take encrypted tenders). */
export const tenderStream = (auctionId: string): string => `tender-${auctionId}`;

import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * The lot belongs to an encrypted tender event: from now on it takes sealed ciphertexts, never a
 * plain amount, and its window end waits for the opening instead of awarding.
 */
export const LotTenderEncrypted = defineEvent(
  'LotTenderEncrypted',
  1,
  z.object({
    lotId: id,
    auctionId: id,
    holders: z.number().int().min(2),
    threshold: z.number().int().min(2),
    at: instant,
  }),
);

/** A buyer's encrypted tender (a sealed box of the amount in cents); replaces their previous one. */
export const SealedTenderSubmitted = defineEvent(
  'SealedTenderSubmitted',
  1,
  z.object({
    lotId: id,
    bidId: id,
    userId: id,
    /**
     * Whom the tender is for, fixed when it is placed (issue 30): the company the buyer represented
     * then, else the buyer. Absent in tenders placed before it was recorded: the buyer.
     */
    partyId: id.optional(),
    ciphertext: z
      .string()
      .regex(/^[A-Za-z0-9+/]+={0,2}$/)
      .max(512),
    ciphertextSha256: sha256Hex,
    at: instant,
  }),
);

export const SealedTenderWithdrawn = defineEvent(
  'SealedTenderWithdrawn',
  1,
  z.object({ lotId: id, bidId: id, userId: id, at: instant }),
);

/** The window ended with encrypted tenders: nothing is awarded until the holders open the event. */
export const SealedTenderAwaitingOpening = defineEvent(
  'SealedTenderAwaitingOpening',
  1,
  z.object({ lotId: id, tenderCount: z.number().int().positive(), at: instant }),
);

/** One tender as opened: from here it is the lot's offer, awarded by the sealed rules. */
export const SealedTenderOpened = defineEvent(
  'SealedTenderOpened',
  1,
  z.object({
    lotId: id,
    bidId: id,
    userId: id,
    amount: cents.positive(),
    ciphertextSha256: sha256Hex,
    submittedAt: instant,
    /** The tender the event's award chose for this parcel (caps honoured): the only one awardable. */
    chosen: z.boolean(),
    /** The event's award passed this tender over: its buyer's spending cap was reached. */
    capReached: z.boolean().optional(),
    at: instant,
  }),
);

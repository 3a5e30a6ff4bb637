import { z } from 'zod';
import type { TenderOpening } from '../../tenders/tender-event.events.js';
import { fields } from '../request/account-fields.js';
import { commandId, field, id, integer, optionalField, reject } from '../request/request-fields.js';
import { answer, route } from '../request/route.js';

/** Issue 30: encrypted tender events, their key holders and the opening. */

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A base64 value of at most `max` characters: a sealed tender or a key share. */
export const base64Field = (message: string, max: number, description: string) =>
  field<string, string>(
    'string',
    (v) =>
      typeof v === 'string' && v.length > 0 && v.length <= max && BASE64.test(v)
        ? v
        : reject(message, 'request.invalid-field'),
    description,
  );

export const optionalCiphertext = optionalField<string | null, string | undefined>(
  'string',
  (v) =>
    v === undefined || v === null || v === ''
      ? undefined
      : typeof v === 'string' && v.length <= 512 && BASE64.test(v)
        ? v
        : reject('The tender must be a sealed box in base64', 'request.invalid-field'),
  'An encrypted tender: the amount in integer cents ("123450") sealed with crypto_box_seal to the event public key, base64',
);

export interface TenderSetUpAnswer {
  auction_id: string;
  public_key: string;
  holders: string[];
  threshold: number;
  lots: string[];
  /** Shares stored sealed to their holders' keys, for each to collect with tender/collectShare. */
  shares_waiting: number;
}

const holderKeyField = (description: string) =>
  base64Field('The holder key must be a 32-byte public key in base64', 64, description);

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** One holder's sealed share as the admin's browser made it (SealedShareSetUp). */
const sealedShareSetUp = z.strictObject({
  holder_id: fields.id.describe('The key holder (user id)'),
  holder_key: holderKeyField('The holder public key the share is sealed to, base64'),
  sealed_share: base64Field(
    'A sealed share must be the base64 box your browser made',
    256,
    'The share sealed (crypto_box_seal) to holder_key, base64',
  ),
  share_sha256: field<string, string>(
    'string',
    (v) =>
      typeof v === 'string' && SHA256_HEX.test(v)
        ? v
        : reject('A share commitment must be a sha256 in hex', 'request.invalid-field'),
    'sha256 (hex) of the plain share: a presented share must match it',
  ),
});

/**
 * The admin sets up an auction's sealed lots as one encrypted tender event. Their browser made
 * the key pair and split it (`sealedTenderKey`): the server gets the public key and each holder's
 * share sealed to them, never the private key or a share it could read.
 */
export const setUpTender = route({
  path: 'admin/tender/setUp',
  request: z.strictObject({
    auction_id: id('Required', {
      description: 'The auction whose sealed lots take encrypted tenders',
    }),
    public_key: base64Field(
      'The event key must be a 32-byte public key in base64',
      64,
      'The event X25519 public key (crypto_box_keypair) buyers seal their tenders to, base64',
    ),
    shares: z
      .array(sealedShareSetUp)
      .min(2)
      .max(9)
      .describe("One sealed share per key holder, 2 to 9, in the holders' order"),
    threshold: integer({ min: 2, max: 9, description: 'Shares needed to open (2 by default)' }),
    commandId,
  }),
  answer: answer<TenderSetUpAnswer>(),
});

export interface TenderHolderKey {
  user_id: string;
  name: string;
  /** Their registered holder public key, the one their share is sealed to. */
  public_key: string;
}

/**
 * Before a set-up, the admin's browser reads the key holders' registered public keys, to seal
 * each share to its holder. Holders without a key are refused by name.
 */
export const tenderHolderKeys = route({
  path: 'admin/tender/holderKeys',
  request: z.strictObject({
    holders: z.array(fields.id).min(2).max(9).describe('The key holders (user ids), 2 to 9'),
  }),
  answer: answer<{ holders: TenderHolderKey[] }>(),
});

export interface TenderShareAnswer {
  auction_id: string;
  holder_id: string;
  /** The share sealed (crypto_box_seal) to the holder's key: their browser opens it. */
  sealed_share: string;
  /** The holder public key it is sealed to. */
  holder_key: string;
  /** sha256 (hex) of the opened share's bytes: the event's commitment. */
  share_sha256: string;
  threshold: number;
  holders: number;
}

export interface HolderKeyAnswer {
  /** The signed-in user's registered key-holder public key; null before they make one. */
  public_key: string | null;
  registered_at: string | null;
}

/** A user registers the public half of the key-holder key their browser made. */
export const registerHolderKey = route({
  path: 'tender/registerHolderKey',
  request: z.strictObject({
    public_key: holderKeyField('The X25519 public key (crypto_box_keypair), base64'),
    commandId,
  }),
  answer: answer<HolderKeyAnswer>(),
});

/** The signed-in user's registered key-holder public key, if any. */
export const myHolderKey = route({
  path: 'tender/myHolderKey',
  request: z.strictObject({}),
  answer: answer<HolderKeyAnswer>(),
});

/** A key holder collects their share, sealed to their key: any number of times, from any api. */
export const collectShare = route({
  path: 'tender/collectShare',
  request: z.strictObject({ auction_id: id('Required', { description: 'The tender event' }) }),
  answer: answer<TenderShareAnswer>(),
});

export interface TenderKeyAnswer {
  auction_id: string;
  public_key: string;
  threshold: number;
  holders: number;
  opened: boolean;
  /** 'open' while a lot takes tenders; then the lots wait for the holders, saying why. */
  status: 'open' | 'awaiting_opening' | 'opened';
  /** e.g. 'Waiting for 2 of 3 key holders' while awaiting the opening; null otherwise. */
  waiting_for: string | null;
}

/** The event's public key, what a buyer's browser seals a tender to. */
export const tenderKey = route({
  path: 'tender/key',
  request: z.strictObject({ auction_id: id('Required', { description: 'The tender event' }) }),
  answer: answer<TenderKeyAnswer>(),
});

export interface ShareAnswer {
  auction_id: string;
  presented: number;
  threshold: number;
  /** Shares still needed before the event opens; 0 once opened. */
  needed: number;
  opened: boolean;
}

/** A key holder presents their share after the close; at the threshold every tender opens. */
export const presentShare = route({
  path: 'tender/presentShare',
  request: z.strictObject({
    auction_id: id('Required', { description: 'The tender event' }),
    share: base64Field(
      'The share must be the base64 text you collected',
      1024,
      'The share, base64',
    ),
    commandId,
  }),
  answer: answer<ShareAnswer>(),
});

/** The published opening: every ciphertext, the key, the caps and the award (public). */
export const tenderOpening = route({
  path: 'tender/opening',
  request: z.strictObject({ auction_id: id('Required', { description: 'The tender event' }) }),
  answer: answer<TenderOpening>(),
});

export interface WithdrawTenderAnswer {
  id: string;
  withdrawn: boolean;
}

/** A buyer withdraws their encrypted tender on a lot before the close. */
export const withdrawTender = route({
  path: 'tender/withdraw',
  request: z.strictObject({ id: id('Lot id required', { description: 'The lot' }), commandId }),
  answer: answer<WithdrawTenderAnswer>(),
});

/** Where a tender event stands for its key holders: no share yet, k of t presented, opened. */
export type KeyHolderTenderState = 'waiting_for_shares' | 'shares_presented' | 'opened';

export interface KeyHolderTenderEvent {
  auction_id: string;
  title: string;
  lot_count: number;
  /** When the event's lots close (the auction's close time). */
  date_closed: string;
  state: KeyHolderTenderState;
  presented: number;
  threshold: number;
  holders: number;
  /** Whether the signed-in holder has presented their own share. */
  you_presented: boolean;
}

/** The tender events the signed-in user holds a key share of, soonest close first. */
export const myTenderEvents = route({
  path: 'tender/myEvents',
  request: z.strictObject({}),
  answer: answer<{ events: KeyHolderTenderEvent[] }>(),
});

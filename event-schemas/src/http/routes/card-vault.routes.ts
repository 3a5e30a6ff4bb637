import { z } from 'zod';
import type { SavedCardAnswer, SavedCardList } from '../../read-models/card-vault.model.js';
import {
  field,
  optionalField,
  readInteger,
  readText,
  reject,
  requiredText,
  text,
} from '../request/fields.js';
import { alias, answer, route } from '../request/route.js';

/** The vault takes tokens only: a card number or security code sent to us is refused, never kept. */
export const CARD_NUMBER_REFUSED =
  'Card numbers are not accepted here: send the card service token';

/** 13 to 19 digits (spaces or dashes between them) that pass the Luhn check: a card number. */
export function looksLikeCardNumber(value: string): boolean {
  for (const run of value.match(/\d[\d -]{11,}\d/g) ?? []) {
    const digits = run.replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) return true;
  }
  return false;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const noCardNumber = (s: string | undefined) =>
  s !== undefined && looksLikeCardNumber(s)
    ? reject(CARD_NUMBER_REFUSED, 'card.number-refused')
    : s;

/** Text that must not carry a card number (a name, a brand). */
const plainText = (max: number, description: string) =>
  optionalField<string | null, string | undefined>(
    'string',
    (v) => noCardNumber(readText(v, { max })),
    description,
  );

/** Fields a card form might send that the vault never takes. */
const refused = (description: string) =>
  optionalField<string | number | null, undefined>(
    'scalar',
    (v) =>
      v === undefined || v === null || v === ''
        ? undefined
        : reject(CARD_NUMBER_REFUSED, 'card.number-refused'),
    description,
  );

const month = optionalField<string | number | null, number | undefined>(
  'integer',
  (v) => readInteger(v, { min: 1, max: 12 }),
  'The expiry month, 1-12',
);
const year = optionalField<string | number | null, number | undefined>(
  'integer',
  (v) => readInteger(v, { min: 2000, max: 2100 }),
  'The expiry year, four digits',
);
const cardId = requiredText('Card id required', {
  max: 128,
  description: 'Required: the saved card',
});
const neverTaken = {
  card_number: refused('Refused: the vault keeps tokens only'),
  cvv: refused('Refused: never sent to us'),
  cvc: refused('Refused: never sent to us'),
};

export const addSavedCardRequest = z.strictObject({
  card_token: field<string, string>(
    'string',
    (v) => noCardNumber(readText(v, { required: 'Card token required', max: 200 })) as string,
    "Required: the card service's token for the card",
  ),
  card_brand: plainText(30, 'visa, mastercard, amex...'),
  last_four: field<string | number, string>(
    'string',
    (v) => {
      const s = readText(v, { required: 'Last four digits required', max: 4 }) as string;
      return /^\d{4}$/.test(s) ? s : reject('Last four digits required');
    },
    'Required: the last four digits of the card',
  ),
  exp_month: field<string | number, number>(
    'integer',
    (v) => readInteger(v, { required: 'Expiry month required', min: 1, max: 12 }) as number,
    'Required: the expiry month, 1-12',
  ),
  exp_year: field<string | number, number>(
    'integer',
    (v) => readInteger(v, { required: 'Expiry year required', min: 2000, max: 2100 }) as number,
    'Required: the expiry year, four digits',
  ),
  card_holder: plainText(100, 'The name on the card'),
  make_default: text({ max: 5, description: '1 to make it the default card' }),
  ...neverTaken,
});

/** `user/addSkyflowCredit`: a card the card service tokenised is saved. */
export const addSavedCard = route({
  path: 'user/addSkyflowCredit',
  request: addSavedCardRequest,
  answer: answer<SavedCardAnswer>(),
});
export const createPaymentMethod = alias(addSavedCard, 'skyflow/createPaymentMethod');

export const updateSavedCardRequest = z.strictObject({
  card_id: cardId,
  exp_month: month,
  exp_year: year,
  card_holder: plainText(100, 'The name on the card'),
  ...neverTaken,
});

/** A saved card's expiry or holder changes. */
export const updateSavedCard = route({
  path: 'user/updateSkyflowCredit',
  request: updateSavedCardRequest,
  answer: answer<SavedCardAnswer>(),
});
export const updatePaymentMethod = alias(updateSavedCard, 'skyflow/updatePaymentMethod');

const oneCard = z.strictObject({ card_id: cardId });

export const deleteSavedCard = route({
  path: 'user/deleteSkyflowCredit',
  request: oneCard,
  answer: answer<SavedCardAnswer>(),
});
export const deletePaymentMethod = alias(deleteSavedCard, 'skyflow/deletePaymentMethod');

export const chooseDefaultCard = route({
  path: 'user/defaultSkyflowCard',
  request: oneCard,
  answer: answer<SavedCardAnswer>(),
});

/** `GET user/getSkyflowCredit` (a POST too): the caller's saved cards. */
export const listSavedCards = route({
  path: 'user/getSkyflowCredit',
  request: z.strictObject({}),
  answer: answer<SavedCardList>(),
});

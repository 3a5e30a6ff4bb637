import { z } from 'zod';
import { parseDollarsToCents } from '../../money/money.parse.js';
import type {
  ConfigurationSavedAnswer,
  ConfigurationVariableAnswer,
  ConfigurationVariableList,
  DeletedIncrementAnswer,
  IncrementAnswer,
  IncrementTableAnswer,
  PhraseList,
  PhraseRecord,
  SavedIncrementAnswer,
  SiteTablePage,
  SiteTableRowAnswer,
  SiteTableRowsActiveAnswer,
} from '../../read-models/admin-settings.model.js';
import { fields } from '../request/account-fields.js';
import {
  commandId,
  html,
  id as requiredId,
  money,
  oneOfOr,
  optionalId,
  raw,
  requiredMoney,
  requiredText,
  text,
} from '../request/fields.js';
import { answer, route } from '../request/route.js';

// The increment table (spec 3, bidding-rules): bands in dollars at the edge, cents inside.

/** `seller/setting/bidIncrementAction`: add a band (`new`) or edit one (`edit`, its id required). */
export const saveBidIncrement = route({
  path: 'seller/setting/bidIncrementAction',
  request: z
    .strictObject({
      action: oneOfOr(['new', 'edit'], 'new', { description: 'new (by default) or edit' }),
      id: optionalId({ description: 'The band to edit (required with edit; new bands get one)' }),
      from_amount: requiredMoney('Required', {
        invalid: 'invalid decimal',
        description: 'Where the band starts, required: dollars as decimal text or a number',
      }),
      to_amount: money({
        invalid: 'invalid decimal',
        description: 'Where the band ends (blank: no end): dollars',
      }),
      increment: requiredMoney('Required', {
        invalid: 'invalid decimal',
        description: 'The increment in the band, required: dollars',
      }),
      commandId,
    })
    .superRefine((body, ctx) => {
      if (body.action === 'edit' && !body.id)
        ctx.addIssue({ code: 'custom', message: 'Required', path: ['id'] });
    }),
  answer: answer<SavedIncrementAnswer>(),
});

/** `seller/setting/deleteBidIncrement`: removes one band; a missing one is 404. */
export const deleteBidIncrement = route({
  path: 'seller/setting/deleteBidIncrement',
  request: z.strictObject({
    id: requiredId('Required', { description: 'The band to remove' }),
    commandId,
  }),
  answer: answer<DeletedIncrementAnswer>(),
});

const ignored = 'Accepted and ignored: the table is answered whole';

/** `seller/setting/getAllBidIncrements`: the table as the back office edits it. */
export const listBidIncrements = route({
  path: 'seller/setting/getAllBidIncrements',
  request: z.strictObject({
    limit: raw<number | string>('integer', ignored),
    page: raw<number | string>('integer', ignored),
  }),
  answer: answer<IncrementTableAnswer>(),
});

/** `seller/setting/getSingleBidIncrement`: one band, 404 when there is none. */
export const getBidIncrement = route({
  path: 'seller/setting/getSingleBidIncrement',
  request: z.strictObject({ id: fields.id.describe('The band') }),
  answer: answer<IncrementAnswer>(),
});

/** Dollars with at most two decimals, as integer cents (the whole table's money rule). */
const dollars = (name: string, description: string) =>
  z
    .union([z.number(), z.string()], { error: 'Required' })
    .transform((v, ctx) => {
      const cents = parseDollarsToCents(v);
      if (cents === null || cents < 0) {
        ctx.addIssue({ code: 'custom', message: `Invalid amount for ${name}` });
        return z.NEVER;
      }
      return cents;
    })
    .describe(description);

/**
 * `seller/setting/replaceBidIncrements`: the whole table in one command, so an admin moving a
 * band's edge never passes through a table with a gap or an overlap.
 */
export const replaceBidIncrements = route({
  path: 'seller/setting/replaceBidIncrements',
  request: z.strictObject({
    rows: z
      .array(
        z.strictObject({
          id: z.string().min(1).max(128).optional().describe('The band kept (none: a new band)'),
          from_amount: dollars('from_amount', 'Where the band starts: dollars'),
          to_amount: dollars('to_amount', 'Where the band ends: dollars')
            .nullable()
            .optional()
            .describe('Where the band ends (null: no end, the last band): dollars'),
          increment: dollars('increment', 'The increment in the band: dollars'),
        }),
      )
      .min(1, 'The increment table needs at least one band')
      .max(100)
      .describe('Every band, from 0 to open-ended'),
    commandId,
  }),
  answer: answer<IncrementTableAnswer>(),
});

// The configuration variables (proxy_bidding_settings, soft_close_*, cart_hold_minutes, ...).

/**
 * `seller/setting/configurationAction`: one variable, or `bidIncrementDefault` in dollars. The
 * value is read by the name's kind: `configurationValue` below, once the name is known.
 */
export const setConfiguration = route({
  path: 'seller/setting/configurationAction',
  request: z.strictObject({
    name: requiredText('Required', {
      max: 128,
      description: "A configuration variable's name, or bidIncrementDefault",
    }),
    value: raw<string | number | null>(
      'scalar',
      'The value as text; for bidIncrementDefault the default increment in dollars (required)',
    ),
    commandId,
  }),
  answer: answer<ConfigurationSavedAnswer>(),
});

/** `configurationAction`'s value: dollars for `bidIncrementDefault`, else text ('' when blank). */
export const configurationValue = {
  defaultIncrement: z.strictObject({
    value: requiredMoney('Required', { invalid: 'invalid decimal' }),
  }),
  variable: z.strictObject({ value: text({ max: 10_000 }) }),
  /** A variable shown as HTML (`homepage_text`): sanitised like every HTML field. */
  html: z.strictObject({ value: html({ max: 10_000 }) }),
};

/** `seller/setting/configurationVariables`: every known setting, set or not (unpaged). */
export const listConfigurationVariables = route({
  path: 'seller/setting/configurationVariables',
  request: z.strictObject({
    limit: z.number().int().positive().max(100).optional().describe(ignored),
    page: z.number().int().positive().optional().describe(ignored),
  }),
  answer: answer<ConfigurationVariableList>(),
});

/** `seller/setting/getSingleConfiguration`: one known setting ('' when unset). */
export const getConfigurationVariable = route({
  path: 'seller/setting/getSingleConfiguration',
  request: z.strictObject({ name: fields.id.describe("The variable's name") }),
  answer: answer<ConfigurationVariableAnswer>(),
});

// The configuration tables of spec 3 (banners, faq, languages, ...): rows of named columns.

const table = z
  .string({ error: 'Required' })
  .min(1)
  .max(40)
  .describe('The configuration table (banners, faq, footer_links, languages, ...)');
const values = z
  .record(z.string().max(40), z.union([z.string().max(10_000), z.number().int().safe()]))
  .describe("The row's columns by name: text or whole numbers");
const rowId = fields.id.describe('The row');

/** `seller/setting/searchTable`: one table's rows (every active value), paged. */
export const searchSiteTable = route({
  path: 'seller/setting/searchTable',
  request: z.strictObject({
    table,
    searchterm: z.string().max(200).optional().describe('Rows with a column containing it'),
    page: z.number().int().positive().optional().describe('The page, from 1'),
    limit: z.number().int().positive().max(500).optional().describe('Rows a page (50 by default)'),
  }),
  answer: answer<SiteTablePage>(),
});

/** `seller/setting/datatable_insert`: a new row (shown unless its values say otherwise). */
export const insertSiteTableRow = route({
  path: 'seller/setting/datatable_insert',
  request: z.strictObject({ table, values, commandId }),
  answer: answer<SiteTableRowAnswer>(),
});

/** `admin/setting/datatable_update`: the columns sent, merged over the row. */
export const updateSiteTableRow = route({
  path: 'admin/setting/datatable_update',
  request: z.strictObject({ table, id: rowId, values, commandId }),
  answer: answer<SiteTableRowAnswer>(),
});

/** `seller/setting/searchTableAction`: a row added, edited or deleted (an id but for `new`). */
export const siteTableRowAction = route({
  path: 'seller/setting/searchTableAction',
  request: z.strictObject({
    table,
    action: z.enum(['new', 'edit', 'delete']).describe('new, edit or delete'),
    id: rowId.optional(),
    values: values.optional(),
    commandId,
  }),
  answer: answer<SiteTableRowAnswer>(),
});

/** `seller/setting/multiTableAction`: show (1), hide (0) or exclude (2) several rows at once. */
export const setSiteTableRowsActive = route({
  path: 'seller/setting/multiTableAction',
  request: z.strictObject({
    table,
    ids: z.array(fields.id).min(1).max(500).describe('The rows'),
    active: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .describe('1 shown, 0 hidden, 2 excluded from getDefault'),
    commandId,
  }),
  answer: answer<SiteTableRowsActiveAnswer>(),
});

// An admin's overrides of the web's translations.

// Any code the `languages` table accepts: an admin translates a language before showing it.
const language = z
  .string({ error: 'Unknown language' })
  .regex(/^[a-z]{2,3}$/, 'Unknown language')
  .describe('A language code (en, fr, fil)');

/** `admin/setting/phrases`: every override, or one language's. */
export const listPhrases = route({
  path: 'admin/setting/phrases',
  request: z.strictObject({ language: language.optional() }),
  answer: answer<PhraseList>(),
});

/** `admin/setting/phraseAction`: an empty text removes the override (the bundled one shows). */
export const setPhrase = route({
  path: 'admin/setting/phraseAction',
  request: z.strictObject({
    language,
    // `namespace:key.path` as the web's i18n resources name it (`home:featured`).
    key: z
      .string({ error: 'Required' })
      .regex(
        /^[a-z][a-zA-Z0-9]*:[a-zA-Z0-9_.]{1,200}$/,
        'A key reads namespace:key (home:featured)',
      )
      .describe('The translation key, namespace:key (home:featured)'),
    text: z.string().max(10_000).describe('The text shown instead (empty: the bundled one)'),
    commandId,
  }),
  answer: answer<PhraseRecord>(),
});

/**
 * (admin) The platform's commission on one seller's sales, overriding the site's
 * `platform_commission_percent`; a blank percent falls back to the site's.
 */
export const setSellerCommission = route({
  path: 'seller/setting/saveSellerCommission',
  request: z.strictObject({
    user_id: requiredId('Required', { description: 'Required: the seller' }),
    percent: text({
      max: 6,
      description: "A percent, 0 to 100 with up to 2 decimals ('' = the site's rate)",
    }),
    commandId,
  }),
  answer: answer<{ seller_id: string; percent: string }>(),
});

import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

/** `replaceBidIncrements`: the whole table at once, so an edit never passes through a gap. */
export const BidIncrementsReplaced = defineEvent(
  'BidIncrementsReplaced',
  1,
  z.object({
    rows: z
      .array(
        z.object({
          rowId: id,
          from: cents.nonnegative(),
          to: cents.positive().nullable(),
          increment: cents.positive(),
        }),
      )
      .min(1)
      .max(100),
    changedBy: id,
    at: instant,
  }),
);

/** A cell of a configuration table: text or a whole number. Columns are checked by the decider. */
const cell = z.union([z.string().max(10_000), z.number().int().safe()]);

/** `datatable_insert` / `datatable_update`: one row of a configuration-bundle table. */
export const SiteTableRowSaved = defineEvent(
  'SiteTableRowSaved',
  1,
  z.object({
    table: z.string().regex(/^[a-z_]{1,40}$/),
    rowId: id,
    values: z.record(z.string().regex(/^[a-z_]{1,40}$/), cell),
    changedBy: id,
    at: instant,
  }),
);

export const SiteTableRowDeleted = defineEvent(
  'SiteTableRowDeleted',
  1,
  z.object({ table: z.string().regex(/^[a-z_]{1,40}$/), rowId: id, changedBy: id, at: instant }),
);

/** An admin's override of one translation; an empty text removes the override. */
export const PhraseSet = defineEvent(
  'PhraseSet',
  1,
  z.object({
    language: z.string().regex(/^[a-z]{2}$/),
    key: z.string().regex(/^[a-z][a-zA-Z0-9]*:[a-zA-Z0-9_.]{1,200}$/),
    text: z.string().max(10_000),
    changedBy: id,
    at: instant,
  }),
);

/** `common/insertEntry` / `updateEntry`: a static page's sanitized HTML in one language. */
export const StaticPageSaved = defineEvent(
  'StaticPageSaved',
  1,
  z.object({
    page: z.string().regex(/^[a-z0-9_]{1,60}$/),
    language: z.string().regex(/^[a-z]{2}$/),
    title: z.string().min(1).max(200),
    html: z.string().max(200_000),
    changedBy: id,
    at: instant,
  }),
);

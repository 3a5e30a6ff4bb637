import type { z } from 'zod';
import type { kimberleyProcess } from './lot-shared.schemas.js';

/** A rough lot's Kimberley Process papers; any of the three may still be missing. */
export type KimberleyProcess = z.infer<typeof kimberleyProcess>;

/**
 * The category a rough lot is filed under (the admin's categories table keeps ids, and the demo's
 * 'Rough diamonds' row is this one). Polished and jewellery lots sit in other categories and are
 * exempt from the Kimberley Process. The web reads the type only, so it cannot drift.
 */
export const ROUGH_CATEGORY_ID = 'rough';
export type RoughCategoryId = typeof ROUGH_CATEGORY_ID;

/**
 * The World Diamond Council's System of Warranties statement, word for word as the WDC SoW
 * Guidelines require it on every invoice of rough diamonds.
 */
export const WDC_WARRANTY_STATEMENT =
  'The diamonds herein invoiced have been purchased from legitimate sources not involved in funding conflict, in compliance with United Nations Security Council Resolutions and corresponding national laws. The seller hereby guarantees that these diamonds are conflict free and confirms adherence to the WDC SoW Guidelines.';

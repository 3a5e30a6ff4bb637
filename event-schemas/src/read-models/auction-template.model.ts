import type { RecordAnswer, RecordsAnswer, SavedIdAnswer } from './answer.model.js';
import type { ListResponse } from './list.model.js';

/** An auction template as the back office serves it (`seller/template/auction/*`). */
export interface AuctionTemplateRecord {
  id: string;
  title: string;
  description: string;
  avatar: string | null;
  /** Hours from a new auction's start to its end. */
  duration_hours: number;
  lot_defaults: {
    auctiontype: 'standard' | 'reverse' | 'sealed';
    pricing: 'per_carat' | 'per_item';
    deposit: 0 | 1;
    /** Dollars, as every amount at the HTTP edge. */
    deposit_amount: number;
  };
  status: 'active' | 'inactive' | 'removed';
  sellerId: string;
  /** Values of the admin's dynamic template fields by field id; absent on templates saved before them. */
  custom_fields?: Record<string, string>;
}

/** The template list's tabs. */
export const templateFilters = ['all', 'active', 'inactive'] as const;
export type TemplateFilter = (typeof templateFilters)[number];

/** `seller/template/auction/getSingleAuction`: one template. */
export type AuctionTemplateAnswer = RecordAnswer<AuctionTemplateRecord>;

/** `seller/template/auction/lots`: the lot defaults of the chosen templates. */
export type TemplateLotDefaultsAnswer = RecordsAnswer<AuctionTemplateRecord['lot_defaults']>;

/** `seller/template/auction/auctionAction`: the saved template's id. */
export type TemplateSavedAnswer = SavedIdAnswer;

/** `seller/template/auction/listings`: one page of the caller's templates (an admin: all). */
export type AuctionTemplateList = ListResponse<AuctionTemplateRecord>;

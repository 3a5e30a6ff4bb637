import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

const shortText = z.string().max(200);

export const companyOwner = z.object({
  first_name: shortText,
  last_name: shortText,
  email: z.string().max(254),
  phone: z.string().max(40).nullable(),
  ownership_percentage: z.number().int().min(0).max(100).nullable(),
  title: shortText.nullable(),
});

/** A company owner as added or as updated: the whole owner each time. */
const ownerWritten = z.object({ userId: id, ownerId: id, owner: companyOwner, at: instant });
export const CompanyOwnerAdded = defineEvent('CompanyOwnerAdded', 1, ownerWritten);
export const CompanyOwnerUpdated = defineEvent('CompanyOwnerUpdated', 1, ownerWritten);
export const CompanyOwnerRemoved = defineEvent(
  'CompanyOwnerRemoved',
  1,
  z.object({ userId: id, ownerId: id, at: instant }),
);

export const SavedSearchAdded = defineEvent(
  'SavedSearchAdded',
  1,
  z.object({
    userId: id,
    searchId: id,
    title: shortText,
    search_text: z.string().max(2000),
    at: instant,
  }),
);
export const SavedSearchRemoved = defineEvent(
  'SavedSearchRemoved',
  1,
  z.object({ userId: id, searchId: id, at: instant }),
);

/** Following a seller with a rating 1-5 (spec: watchlisting may follow with rating 5); upsert. */
export const SellerFollowed = defineEvent(
  'SellerFollowed',
  1,
  z.object({ userId: id, sellerId: id, rating: z.number().int().min(1).max(5), at: instant }),
);
export const SellerUnfollowed = defineEvent(
  'SellerUnfollowed',
  1,
  z.object({ userId: id, sellerId: id, at: instant }),
);

export const KycCheckCompleted = defineEvent(
  'KycCheckCompleted',
  1,
  z.object({
    userId: id,
    provider: z.string().max(60),
    sandbox: z.boolean(),
    outcome: z.enum(['clear', 'consider', 'rejected']),
    reference: z.string().max(128),
    at: instant,
  }),
);

export const UserAccountVerificationChanged = defineEvent(
  'UserAccountVerificationChanged',
  1,
  z.object({ userId: id, verified: z.boolean(), changedBy: id, at: instant }),
);

import type { IdentityEvent } from '@facet/event-schemas';
import type { UserState } from './user-state.types.js';

export const without = <T>(rec: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _gone, ...rest } = rec;
  return rest;
};

/** A copy of the map with the key set (state is never changed in place). */
const withEntry = <T>(map: ReadonlyMap<string, T>, key: string, value: T): ReadonlyMap<string, T> =>
  new Map(map).set(key, value);
/** A copy of the map without the key. */
const withoutEntry = <T>(map: ReadonlyMap<string, T>, key: string): ReadonlyMap<string, T> => {
  const next = new Map(map);
  next.delete(key);
  return next;
};

/** Codes, company owners, saved searches, follows and KYC. */
export function evolveRecords(state: UserState, event: IdentityEvent): UserState {
  switch (event.type) {
    case 'VerificationIssued': {
      const { purpose, codeHash, target, expiresAt } = event.data;
      return {
        ...state,
        verifications: {
          ...state.verifications,
          [purpose]: { codeHash, target, expiresAt, failures: 0 },
        },
      };
    }
    case 'VerificationFailed': {
      const v = state.verifications[event.data.purpose];
      return v
        ? {
            ...state,
            verifications: {
              ...state.verifications,
              [event.data.purpose]: { ...v, failures: v.failures + 1 },
            },
          }
        : state;
    }
    case 'VerificationSucceeded': {
      const { purpose, target } = event.data;
      const rest = without(state.verifications, purpose);
      if (purpose === 'phone-code')
        return { ...state, verifications: rest, phone_verified: true, phone: target };
      if (purpose === 'password-reset') return { ...state, verifications: rest };
      return { ...state, verifications: rest, email_verified: true };
    }
    case 'CompanyOwnerAdded':
    case 'CompanyOwnerUpdated':
      return {
        ...state,
        companyOwners: withEntry(state.companyOwners, event.data.ownerId, event.data.owner),
      };
    case 'CompanyOwnerRemoved':
      return { ...state, companyOwners: withoutEntry(state.companyOwners, event.data.ownerId) };
    case 'SavedSearchAdded': {
      const { searchId, title, search_text, at } = event.data;
      return {
        ...state,
        savedSearches: withEntry(state.savedSearches, searchId, { title, search_text, at }),
      };
    }
    case 'SavedSearchRemoved':
      return { ...state, savedSearches: withoutEntry(state.savedSearches, event.data.searchId) };
    case 'SellerFollowed':
      return {
        ...state,
        follows: withEntry(state.follows, event.data.sellerId, {
          rating: event.data.rating,
          at: event.data.at,
        }),
      };
    case 'SellerUnfollowed':
      return { ...state, follows: withoutEntry(state.follows, event.data.sellerId) };
    case 'KycCheckCompleted':
      return { ...state, kyc: event.data };
    case 'UserAccountVerificationChanged':
      return { ...state, account_verified: event.data.verified };
    default:
      return state;
  }
}

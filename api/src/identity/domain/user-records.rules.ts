import type { IdentityEvent } from '@facet/event-schemas';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { UserCommand } from './user.commands.js';
import type { UserState } from './user.state.js';

export const MAX_RECORDS = 50;

/** Company owners, saved searches, follows and KYC. */
export function decideRecords(command: UserCommand, state: UserState): IdentityEvent[] {
  const { userId } = state;
  const { at } = command;
  switch (command.type) {
    case 'AddCompanyOwner':
      if (state.companyOwners.size >= MAX_RECORDS)
        throw new DomainRejection('user.too-many-records');
      if (state.companyOwners.has(command.ownerId)) return [];
      return [
        {
          type: 'CompanyOwnerAdded',
          data: { userId, ownerId: command.ownerId, owner: command.owner, at },
        },
      ];
    case 'UpdateCompanyOwner':
      if (!state.companyOwners.has(command.ownerId))
        throw new DomainRejection('company-owner.not-found');
      return [
        {
          type: 'CompanyOwnerUpdated',
          data: { userId, ownerId: command.ownerId, owner: command.owner, at },
        },
      ];
    case 'RemoveCompanyOwner':
      if (!state.companyOwners.has(command.ownerId))
        throw new DomainRejection('company-owner.not-found');
      return [{ type: 'CompanyOwnerRemoved', data: { userId, ownerId: command.ownerId, at } }];
    case 'AddSavedSearch':
      if (state.savedSearches.size >= MAX_RECORDS)
        throw new DomainRejection('user.too-many-records');
      return [
        {
          type: 'SavedSearchAdded',
          data: {
            userId,
            searchId: command.searchId,
            title: command.title,
            search_text: command.search_text,
            at,
          },
        },
      ];
    case 'RemoveSavedSearch':
      if (!state.savedSearches.has(command.searchId))
        throw new DomainRejection('saved-search.not-found');
      return [{ type: 'SavedSearchRemoved', data: { userId, searchId: command.searchId, at } }];
    case 'FollowSeller':
      if (command.sellerId === userId) throw new DomainRejection('follow.self');
      if (command.mustExist && !state.follows.has(command.sellerId))
        throw new DomainRejection('follow.not-found');
      if (state.follows.get(command.sellerId)?.rating === command.rating) return [];
      return [
        {
          type: 'SellerFollowed',
          data: { userId, sellerId: command.sellerId, rating: command.rating, at },
        },
      ];
    case 'UnfollowSeller':
      return state.follows.has(command.sellerId)
        ? [{ type: 'SellerUnfollowed', data: { userId, sellerId: command.sellerId, at } }]
        : [];
    case 'RecordKycCheck':
      return [{ type: 'KycCheckCompleted', data: { userId, ...command.result, at } }];
    case 'SetAccountVerified':
      return state.account_verified === command.verified
        ? []
        : [
            {
              type: 'UserAccountVerificationChanged',
              data: { userId, verified: command.verified, changedBy: command.actorId, at },
            },
          ];
    default:
      throw new DomainRejection('user.unknown-command');
  }
}

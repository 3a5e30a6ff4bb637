import { AdminUserCommands } from './backoffice-users/admin-user-commands.js';
import { ChangeUserStatusController } from './backoffice-users/change-user-status.http.controller.js';
import { GetUserController } from './backoffice-users/get-user.http.controller.js';
import { ListBuyersController } from './backoffice-users/list-buyers.http.controller.js';
import { TriggerUserEmailController } from './backoffice-users/trigger-user-email.http.controller.js';
import { UserActionController } from './backoffice-users/user-action.http.controller.js';
import { UserListQuery } from './backoffice-users/user-list.query.js';
import { CompanyOwnersController } from './company-owners/company-owners.http.controller.js';
import { CompanyOwnersQuery } from './company-owners/company-owners.query.js';
import { ListCompanyOwnersController } from './company-owners/list-company-owners.http.controller.js';
import { FollowSellerController } from './followers/follow-seller.http.controller.js';
import { FollowedSellersQuery } from './followers/followed-sellers.query.js';
import { ListFollowedSellersController } from './followers/list-followed-sellers.http.controller.js';
import { UnfollowSellerController } from './followers/unfollow-seller.http.controller.js';
import { GetInviteDetailsController } from './invites/get-invite-details.http.controller.js';
import { InviteUserController } from './invites/invite-user.http.controller.js';
import { InviteUserHandler } from './invites/invite-user.handler.js';
import { RunKycCheckController } from './kyc/run-kyc-check.http.controller.js';
import { SetAccountVerifiedController } from './kyc/set-account-verified.http.controller.js';
import { ListSavedSearchesController } from './saved-searches/list-saved-searches.http.controller.js';
import { SavedSearchesController } from './saved-searches/saved-searches.http.controller.js';
import { SavedSearchesQuery } from './saved-searches/saved-searches.query.js';
import { SwitchUserController } from './switch-user/switch-user.http.controller.js';

/** The account area beyond sign-in: records the user keeps, KYC, and the back office. */
export const identityRecordControllers = [
  CompanyOwnersController,
  ListCompanyOwnersController,
  SavedSearchesController,
  ListSavedSearchesController,
  FollowSellerController,
  UnfollowSellerController,
  ListFollowedSellersController,
  RunKycCheckController,
  SetAccountVerifiedController,
  SwitchUserController,
  ListBuyersController,
  GetUserController,
  ChangeUserStatusController,
  UserActionController,
  TriggerUserEmailController,
  InviteUserController,
  GetInviteDetailsController,
];

/** Their queries (one a listing) and handlers. */
export const identityRecordProviders = [
  CompanyOwnersQuery,
  SavedSearchesQuery,
  FollowedSellersQuery,
  UserListQuery,
  AdminUserCommands,
  InviteUserHandler,
];

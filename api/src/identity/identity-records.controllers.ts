import { BackofficeUsersController } from './backoffice-users/backoffice-users.http.controller.js';
import { CompanyOwnersController } from './company-owners/company-owners.http.controller.js';
import { FollowersController } from './followers/followers.http.controller.js';
import { InvitesController } from './invites/invites.http.controller.js';
import { KycController } from './kyc/kyc.http.controller.js';
import { SavedSearchesController } from './saved-searches/saved-searches.http.controller.js';
import { SwitchUserController } from './switch-user/switch-user.http.controller.js';

/** The account area beyond sign-in: records the user keeps, KYC, and the back office. */
export const identityRecordControllers = [
  CompanyOwnersController,
  SavedSearchesController,
  FollowersController,
  KycController,
  SwitchUserController,
  BackofficeUsersController,
  InvitesController,
];

import { z } from 'zod';
import type {
  AdminUserAnswer,
  AdminUserCommandAnswer,
  AdminUserRecord,
  InvitationDetails,
  InvitationSentAnswer,
} from '../../../read-models/admin-people.model.js';
import type { ListResponse } from '../../../read-models/list.model.js';
import { fields } from '../../request/account-fields.js';
import { answer, route } from '../../request/route.js';

const userId = fields.id.describe('The account');

/** A page of buyers, newest account first; `searchterm` matches the name or the e-mail. */
export const adminUserListRequest = z.strictObject({
  limit: z.number().int().min(1).max(100).default(20).describe('Records a page, 1-100 (20)'),
  page: z.number().int().min(1).max(100_000).default(1).describe('The page, from 1'),
  searchterm: fields.text(100).optional().describe('Part of the name or the e-mail'),
  status: z.enum(['active', 'deactivate']).optional().describe('Only accounts in this status'),
});

/** Every buyer. */
export const listBuyers = route({
  path: 'admin/user/allbuyers',
  request: adminUserListRequest,
  answer: answer<ListResponse<AdminUserRecord>>(),
});

/** Bidding buyers: buyers whose account is verified. */
export const listBiddingBuyers = route({
  path: 'admin/user/allbiddingbuyers',
  request: adminUserListRequest,
  answer: answer<ListResponse<AdminUserRecord>>(),
});

export const getAdminUser = route({
  path: 'admin/user/getSingleUser',
  request: z.strictObject({ user_id: userId }),
  answer: answer<AdminUserAnswer>(),
});

/** Deactivates (with a reason) or reactivates an account; never the admin's own. */
export const changeUserStatus = route({
  path: 'admin/user/changeStatus',
  request: z.strictObject({
    user_id: userId,
    status: z.enum(['active', 'deactivate']).describe('The status it gets'),
    reason: fields.text(500).optional().describe('Why it is deactivated'),
  }),
  answer: answer<AdminUserAnswer>(),
});

/** What `admin/user/userAction` can do to a non-admin account. */
export const USER_ACTIONS = [
  'force_reset_pass',
  'clear_force_reset_pass',
  'make_buyer',
  'make_seller',
  'make_auditor',
] as const;

/** Forces (or clears) a password reset, or changes the account's role. */
export const applyUserAction = route({
  path: 'admin/user/userAction',
  request: z.strictObject({
    user_id: userId,
    action: z.enum(USER_ACTIONS).describe('What to do to the account'),
  }),
  answer: answer<AdminUserAnswer>(),
});

/** Mails the account a verification or a password-reset link. */
export const triggerUserEmail = route({
  path: 'admin/user/triggerEmail',
  request: z.strictObject({
    user_id: userId,
    type: z.enum(['verify_email', 'reset_password']).describe('Which link to mail'),
  }),
  answer: answer<AdminUserCommandAnswer>(),
});

/** Mails an invitation; the invitee registers with its token and gets the invited role. */
export const inviteUser = route({
  path: 'admin/user/addinviteuser',
  request: z.strictObject({
    email: fields.email.describe('Who is invited'),
    first_name: fields.text(100).default('').describe('Their first name'),
    last_name: fields.text(100).default('').describe('Their last name'),
    role: z
      .enum(['buyer', 'seller'])
      .default('buyer')
      .describe('The role the account gets (buyer)'),
  }),
  answer: answer<InvitationSentAnswer>(),
});

/** Who an invitation is for (public; 404 once expired or unknown). */
export const getInviteDetails = route({
  path: 'common/getInviteDetails',
  request: z.strictObject({ token: fields.secret.describe("The invitation link's token") }),
  answer: answer<InvitationDetails>(),
});

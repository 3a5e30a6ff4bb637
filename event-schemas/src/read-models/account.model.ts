import type { SavedIdAnswer } from './answer.model.js';

/** 'auditor' (issue 18) reads the event log and can change nothing. */
export type UserRole = 'buyer' | 'seller' | 'admin' | 'auditor';

export interface UserAddress {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
}

/** The `user` object of the HTTP contract, served to the user themself only; never a secret. */
export interface PublicUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: UserRole;
  /** 'deactivate' counts as logged out. */
  status: 'active' | 'deactivate';
  termcheck: boolean;
  force_reset_pass: boolean;
  phone: string | null;
  country: string | null;
  company_name: string | null;
  /** Values of the admin's dynamic user fields (view_page 3) by field id. */
  custom_fields?: Record<string, string>;
  email_verified: boolean;
  phone_verified: boolean;
  account_verified: boolean;
  preferences: Record<string, boolean>;
  address: UserAddress | null;
  /** The payment provider's customer id, once a card or bank account service customer exists. */
  stripe_id: string | null;
}

/** What login, register, a code check, a password change and `user/refreshToken` answer with. */
export interface SessionTokens {
  token: string;
  refresh_token: string;
  /** Seconds until `token` expires; the client refreshes before that. */
  expires_in: number;
  user: PublicUser;
}

/** A command that only tells (a link or code sent, a session ended): nothing but its message. */
export type AccountNoticeAnswer = Record<string, never>;

/** `user/checkValidation`: whether the register form's e-mail is free. */
export interface EmailAvailability {
  email: string;
  available: boolean;
}

/** `user/runKycCheck`: the provider's verdict (a clear one verifies the account) and the user now. */
export interface KycCheckAnswer {
  outcome: 'clear' | 'consider' | 'rejected';
  /** True for the sandbox provider: the result proves nothing about a real person. */
  sandbox: boolean;
  user: PublicUser;
}

/** A row of `user/getFollowers`: a seller the user follows, with the rating they gave. */
export interface FollowedSellerRecord {
  seller_id: string;
  rating: number;
  first_name: string;
  last_name: string;
  created_at: string;
}

/** `user/addFollower`, `user/updateFollower`: the seller followed and the rating. */
export interface FollowAnswer {
  seller_id: string;
  rating: number;
}

/** `user/removeFollower`: the seller no longer followed. */
export type UnfollowAnswer = Pick<FollowAnswer, 'seller_id'>;

/** A search the user saved (`user/getSavedSearch`). */
export interface SavedSearchRecord {
  id: string;
  title: string;
  search_text: string;
  created_at: string;
}

/** What the user tells about one owner of their company. */
export interface CompanyOwnerFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  ownership_percentage: number | null;
  title: string | null;
}

/** A row of `user/getCompanyOwners`. */
export interface CompanyOwnerRecord extends CompanyOwnerFields {
  id: string;
}

/** A link of the site's footer (`common/getFooterLinks`): a path on the site or an https address. */
export interface FooterLinkRecord {
  id: string;
  title: string;
  url: string;
}

/** `common/getFooterLinks`: the admin's shown `footer_links` rows, else the built-in links. */
export interface FooterLinksAnswer {
  records: FooterLinkRecord[];
  totalRecords: number;
  setDisp: string;
}

/** `user/submitContactUs`: the message's id. */
export type ContactMessageAnswer = SavedIdAnswer;

/** `common/subscribeNewsletter`: the address as recorded (trimmed, lower-case). */
export interface NewsletterAnswer {
  email: string;
}

/** `common/getStaticPage`: one page of the site's own content, HTML. */
export interface StaticPageRecord {
  id: string;
  title: string;
  content: string;
}

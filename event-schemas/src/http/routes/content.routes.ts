import { z } from 'zod';
import { captchaAnswer } from './captcha.routes.js';
import type {
  ContactMessageAnswer,
  FooterLinksAnswer,
  NewsletterAnswer,
  StaticPageRecord,
} from '../../read-models/account.model.js';
import type {
  StaticPageAnswer,
  StaticPageEntry,
  StaticPageTitleList,
} from '../../read-models/admin-settings.model.js';
import { emailField, emptyBody, fields } from '../request/account-fields.js';
import { commandId, requiredHtml } from '../request/fields.js';
import { alias, answer, route } from '../request/route.js';

/**
 * The site's own pages, one per static route of the spec (/about, /services, ...): the web asks
 * `getStaticPage` with the route's own name. Every language carries every page.
 */
export const STATIC_PAGE_IDS = [
  'about',
  'services',
  'help',
  'support',
  'guidelines',
  'privacy_policy',
  'terms_of_use',
  'how_to_bid',
] as const;
export type StaticPageId = (typeof STATIC_PAGE_IDS)[number];

/** The languages the static pages are written in. */
export const PAGE_LANGUAGES = ['en', 'es', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

const pageLanguage = z.enum(PAGE_LANGUAGES);

/** `common/getStaticPage`: a page in the reader's language (English when none is asked). */
export const getStaticPage = route({
  path: 'common/getStaticPage',
  request: z.strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9_]{1,60}$/, 'Unknown page')
      .describe('The page (the static route: about, terms_of_use, ...)'),
    lng: pageLanguage.optional().describe("The reader's language; the web sends the one it shows"),
  }),
  answer: answer<StaticPageRecord>(),
});

/** `common/getFooterLinks`: the admin's shown `footer_links` rows, else the built-in links. */
export const getFooterLinks = route({
  path: 'common/getFooterLinks',
  request: emptyBody,
  answer: answer<FooterLinksAnswer>(),
});

// The admin's static page editor.

const page = z
  .string({ error: 'Required' })
  .refine((id) => (STATIC_PAGE_IDS as readonly string[]).includes(id), 'Unknown page')
  .describe('The page (about, terms_of_use, ...)');
const editedLanguage = pageLanguage.default('en').describe('The language edited (en by default)');

/** `common/insertEntry` (and `updateEntry`): a page's title and HTML, sanitized by the server. */
export const saveStaticPage = route({
  path: 'common/insertEntry',
  request: z.strictObject({
    id: page,
    lng: editedLanguage,
    title: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200).describe('The title'),
    content: requiredHtml('Required', {
      max: 200_000,
      tooLong: 'The page is too long',
      description: 'The page as HTML (scripts, handlers and unknown tags are removed)',
    }),
    commandId,
  }),
  answer: answer<StaticPageEntry>(),
});
export const updateStaticPage = alias(saveStaticPage, 'common/updateEntry');

/** `common/getPreviousData`: the page as the public reads it now, in one language. */
export const getEditedStaticPage = route({
  path: 'common/getPreviousData',
  request: z.strictObject({ id: page, lng: editedLanguage }),
  answer: answer<StaticPageAnswer>(),
});

/** `common/show_static_content`: every editable page, titled in the asked language. */
export const listStaticPages = route({
  path: 'common/show_static_content',
  request: z.strictObject({ lng: editedLanguage.optional() }),
  answer: answer<StaticPageTitleList>(),
});

// Contact and newsletter (public).

/** `user/submitContactUs`: recorded, then mailed to the marketplace's own address. */
export const submitContactUs = route({
  path: 'user/submitContactUs',
  request: z.strictObject({
    name: fields.text(200).min(1, 'Required!').describe('Who writes'),
    email: fields.email.describe('Where to answer'),
    phone: fields.text(40).nullable().default(null).describe('A phone number (optional)'),
    subject: fields.text(200).min(1, 'Required!').describe('The subject'),
    message: fields.text(5000).min(1, 'Required!').describe('The message'),
    captcha: captchaAnswer,
  }),
  answer: answer<ContactMessageAnswer>(),
});

/** `common/subscribeNewsletter`: the footer's sign-up, recorded once per address. */
export const subscribeNewsletter = route({
  path: 'common/subscribeNewsletter',
  // The footer's own messages (spec section 5): 'Required', not the forms' 'Required!'.
  request: z.strictObject({
    email: emailField('Required', 'Invalid email format').describe('The address to sign up'),
  }),
  answer: answer<NewsletterAnswer>(),
});

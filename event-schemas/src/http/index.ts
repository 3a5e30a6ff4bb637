export type * from './api-envelope.js';
export * from './request/account-fields.js';
export * from './request/field-kinds.js';
export {
  HTML_MEDIA_TYPE,
  installHtmlSanitiser,
  isHtmlField,
  sanitisedHtml,
} from './request/html-fields.js';
export { MARKUP_LIMITS, markupWithinLimits } from './request/markup-limits.js';
export * from './request/route.js';
/** The request fields, for a route declared outside this package: `requestFields.money()`. */
export * as requestFields from './request/fields.js';
export * from './routes/index.js';

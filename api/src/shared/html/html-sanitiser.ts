import { markupWithinLimits } from '@facet/event-schemas';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The one HTML sanitiser of the server: every field the contract declares as HTML (`html()` in
 * event-schemas' request fields, `html` site-table columns, HTML configuration variables) is
 * cleaned here on the way in, so it is stored clean. The policy is what the rich-text editor
 * (web `components/rich-text-editor`) produces and nothing else: no script, no handlers, no
 * styles beyond text alignment, links and images only to this site, http(s) or mail.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'code',
  'pre',
  'hr',
  'span',
  'mark',
  'sub',
  'sup',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'style'];

// A mail template's placeholder (`{{reset_link}}`) stands for an address the mailer fills in.
const PLACEHOLDER = /^\{\{\s*[\w.]+\s*\}\}([/?#][^\s]*)?$/;
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#)[^\s]*$/i;
const TEXT_ALIGN = /^text-align:\s*(left|right|center|justify);?$/;

// DOMPurify needs a DOM; on the server jsdom's, made once (DOMPurify's documented server use).
const purify = createDOMPurify(new JSDOM('').window);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const value = data.attrValue.trim();
  const tag = node.nodeName.toLowerCase();
  if (data.attrName === 'style') data.keepAttr = TEXT_ALIGN.test(value);
  else if (data.attrName === 'href') data.keepAttr = tag === 'a' && isSafeUrl(value);
  else if (data.attrName === 'src')
    data.keepAttr = tag === 'img' && isSafeUrl(value) && !/^mailto:/i.test(value);
  else if (data.attrName === 'alt' || data.attrName === 'title') data.keepAttr = tag === 'img';
  else return;
  // A placeholder is not a URL DOMPurify knows: kept by this rule, not by its own.
  data.forceKeepAttr = data.keepAttr && PLACEHOLDER.test(value) ? true : undefined;
});

// A link out never hands the opener to the page it opens.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
});

function isSafeUrl(value: string): boolean {
  return SAFE_URL.test(value) || PLACEHOLDER.test(value);
}

const asText = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * HTML reduced to the editor's tags and safe attributes; placeholders (`{{name}}`) kept. Markup
 * beyond `markupWithinLimits` (which the route fields refuse first) is kept as its text: a DOM
 * would spend seconds on it.
 */
export function sanitizeHtml(html: string): string {
  if (!markupWithinLimits(html)) return asText(html);
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

import { sanitizeHtml } from './html-sanitiser.js';

// The last descriptions served and their clean form: a list read again costs a lookup, not a parse.
const served = new Map<string, string>();
const REMEMBERED = 1_000;

/**
 * HTML as it may be served, for a value stored before its field was sanitised on the way in
 * (an auction's description before issue 28): no `<` is no markup at all, served as it is;
 * anything else goes through the one sanitiser, which gives a clean value back unchanged.
 */
export function servedHtml(html: string): string {
  if (!html.includes('<')) return html;
  let clean = served.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html);
    if (served.size >= REMEMBERED) served.clear();
    served.set(html, clean);
  }
  return clean;
}

// What the rich-text editor (web `components/rich-text-editor`) produces, and nothing else, for
// every rich text a user stores (static pages, lot descriptions): no script, no handlers, no styles
// beyond text alignment, links and images only to this site or https.
const ALLOWED = new Set([
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
]);
const VOID = new Set(['br', 'hr', 'img']);
// Dropped with everything inside them.
const DROPPED =
  /<(script|style|iframe|object|embed|template|noscript|svg|math|textarea|title|xmp|noembed|noframes)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

const safeUrl = (v: string): boolean =>
  /^(https:\/\/|http:\/\/|mailto:|\/(?!\/)|#)[^\s]*$/i.test(v);
const escapeText = (s: string): string => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string): string =>
  s
    .replace(/&(?![a-zA-Z]+;|#\d+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function attributes(tag: string, raw: string): string {
  const out: string[] = [];
  for (const m of raw.matchAll(ATTR)) {
    const name = (m[1] ?? '').toLowerCase();
    const value = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    const keep =
      (tag === 'a' && name === 'href' && safeUrl(value)) ||
      (tag === 'img' && name === 'src' && safeUrl(value) && !value.startsWith('mailto:')) ||
      (tag === 'img' && (name === 'alt' || name === 'title')) ||
      (name === 'style' && /^text-align:\s*(left|right|center|justify);?$/.test(value));
    if (keep) out.push(` ${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a') out.push(' rel="noopener noreferrer"');
  return out.join('');
}

/** Rich text reduced to the editor's tags and safe attributes (server side, before storing). */
export function sanitizeRichTextHtml(html: string): string {
  const input = html.replace(DROPPED, '');
  let out = '';
  let last = 0;
  for (const m of input.matchAll(TAG)) {
    out += escapeText(input.slice(last, m.index));
    last = m.index + m[0].length;
    const tag = (m[2] ?? '').toLowerCase();
    if (!tag || !ALLOWED.has(tag)) continue;
    if (m[1]) out += VOID.has(tag) ? '' : `</${tag}>`;
    else out += `<${tag}${attributes(tag, m[3] ?? '')}>`;
  }
  return out + escapeText(input.slice(last));
}

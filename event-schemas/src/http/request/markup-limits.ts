/**
 * How much markup an HTML field may hold, checked in one linear pass before any parser sees it:
 * a DOM (jsdom, under the server's DOMPurify) takes time growing with the square of the nesting
 * depth and of one element's attributes (measured: 90 KB of nested tables, 99 s; 10,000
 * attributes on one tag, 1.2 s). The rich-text editor's output is far inside these.
 */
// `tags` counts start tags (elements), not their end tags.
export const MARKUP_LIMITS = { depth: 64, tags: 5_000, attributesPerTag: 256 } as const;

// Elements that never hold others, and those a same-named start tag closes (`<li>a<li>b`).
const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'source',
  'track',
  'wbr',
]);
const SIBLING = new Set(['p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th']);

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
// '<' ends a name here (not for a browser): each character is read once, and a shorter name
// only makes this count more tags, never fewer.
const endsName = (c: number) => isSpace(c) || c === 47 || c === 62 || c === 60;

/**
 * Whether `html` stays within the limits. It errs towards counting more than a parser builds
 * (a close tag closes only the innermost element of its name, quotes are not skipped), so a
 * value it passes never makes a deeper tree than it counted.
 */
export function markupWithinLimits(html: string, limits = MARKUP_LIMITS): boolean {
  const open: string[] = [];
  let tags = 0;
  for (let lt = html.indexOf('<'); lt >= 0; lt = html.indexOf('<', lt + 1)) {
    let at = lt + 1;
    const closing = html.charCodeAt(at) === 47;
    if (closing) at++;
    if (!isLetter(html.charCodeAt(at))) continue;
    let end = at;
    while (end < html.length && !endsName(html.charCodeAt(end))) end++;
    if (attributesUpTo(html, end, limits.attributesPerTag) > limits.attributesPerTag) return false;
    const name = html.slice(at, end).toLowerCase();
    if (closing) {
      if (open.at(-1) === name) open.pop();
      continue;
    }
    if (++tags > limits.tags) return false;
    if (!VOID.has(name)) {
      if (SIBLING.has(name) && open.at(-1) === name) open.pop();
      open.push(name);
      if (open.length > limits.depth) return false;
    }
  }
  return true;
}

/** Words in a tag after its name, up to its '>' (or the next '<'), counting past `cap` no further. */
function attributesUpTo(html: string, from: number, cap: number): number {
  let words = 0;
  let inWord = false;
  for (let i = from; i < html.length && words <= cap; i++) {
    const c = html.charCodeAt(i);
    if (c === 62 || c === 60) break;
    const space = isSpace(c) || c === 47;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

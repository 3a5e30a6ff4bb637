/** A saved search keeps the /search query string; plain words (older entries) become a title search. */
export function savedSearchHref(searchText: string): string {
  const text = searchText
    .trim()
    .replace(/^\/?search\??/, '')
    .replace(/^\?/, '');
  if (!text) return '/search';
  if (/^[\w.[\]-]+=/.test(text)) return `/search?${text}`;
  return `/search?title=${encodeURIComponent(text)}`;
}

/** The query string of the current /search screen, saved as is. */
export function currentSearchText(search: string): string {
  return new URLSearchParams(search).toString();
}

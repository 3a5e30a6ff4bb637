import { describe, expect, it } from 'vitest';
import { currentSearchText, savedSearchHref } from './saved-search-href';

describe('Opening a saved search', () => {
  it('goes back to /search with the saved query string', () =>
    expect(savedSearchHref('title=rough&sort=p.date_closed+asc')).toBe(
      '/search?title=rough&sort=p.date_closed+asc',
    ));
  it('accepts a saved string that still carries the path or question mark', () => {
    expect(savedSearchHref('?title=rough')).toBe('/search?title=rough');
    expect(savedSearchHref('/search?title=rough')).toBe('/search?title=rough');
  });
  it('searches plain words by title', () =>
    expect(savedSearchHref('yellow octahedron')).toBe('/search?title=yellow%20octahedron'));
  it('opens the empty search for an empty entry', () =>
    expect(savedSearchHref('  ')).toBe('/search'));
  it('keeps the current query string when saving', () =>
    expect(currentSearchText('?title=rough&page=2')).toBe('title=rough&page=2'));
});

import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';

describe('pageLanguage', () => {
  it('keeps a language the pages are written in', () => expect(pageLanguage('ar')).toBe('ar'));
  it('leaves any other to the server (English)', () => {
    expect(pageLanguage('fr')).toBeUndefined();
    expect(pageLanguage('constructor')).toBeUndefined();
    expect(pageLanguage(null)).toBeUndefined();
  });
});

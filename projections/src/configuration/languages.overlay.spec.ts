import { describe, expect, it } from 'vitest';
import type { SiteTableRow } from '@facet/event-schemas';
import { languagesOf } from './languages.overlay.js';

const row = (
  id: string,
  code: string,
  name: string,
  active: number,
  direction = 'ltr',
): SiteTableRow => ({ id, code, name, direction, active });
const offered = (rows: SiteTableRow[]) =>
  languagesOf(rows)
    .filter((l) => l.active)
    .map((l) => l.code);

describe("The site's languages (bundled en, es, ar overlaid by the admin's rows)", () => {
  it('offers the bundled languages when the admin has no row', () =>
    expect(offered([])).toEqual(['en', 'es', 'ar']));

  it('hides Spanish with active 0 (still listed) and drops it with active 2', () => {
    expect(offered([row('l1', 'es', 'Español', 0)])).toEqual(['en', 'ar']);
    expect(languagesOf([row('l1', 'es', 'Español', 0)]).map((l) => l.code)).toContain('es');
    expect(languagesOf([row('l1', 'es', 'Español', 2)]).map((l) => l.code)).toEqual(['en', 'ar']);
  });

  it('renames a language and keeps its role (English the default, Spanish the fallback)', () => {
    const [en, es] = languagesOf([
      row('l1', 'en', 'English (UK)', 1),
      row('l2', 'es', 'Castellano', 1),
    ]);
    expect(en).toMatchObject({ code: 'en', name: 'English (UK)', default: true, active: true });
    expect(es).toMatchObject({ code: 'es', name: 'Castellano', fallback: true });
  });

  it('adds a new language after the bundled ones, right-to-left when its row says so', () =>
    expect(languagesOf([row('l1', 'he', 'עברית', 1, 'rtl')]).at(-1)).toEqual({
      code: 'he',
      name: 'עברית',
      dir: 'rtl',
      active: true,
    }));

  it('keeps English offered even if an old row hid it', () =>
    expect(offered([row('l1', 'en', 'English', 0), row('l2', 'en', 'English', 2)])).toContain(
      'en',
    ));
});

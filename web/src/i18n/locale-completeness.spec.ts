import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from '@/lib/api-client';
import { i18n } from './i18n';
import { ar } from './locales/ar';
import { en } from './locales/en';
import { es } from './locales/es';

const locales = { en, es, ar } as const;
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`),
  );
}

/** Counted wordings are the English keys ending in `_other`. */
const countedKeys = leaves(en as unknown as Tree)
  .filter((k) => k.endsWith('_other'))
  .map((k) => k.slice(0, -'_other'.length));

describe('Counted wordings', () => {
  it('exist (the check below has something to check)', () =>
    expect(countedKeys).toContain('lots.card.bids'));
  it.each(Object.keys(locales))('%s has every plural form its language uses', (lng) => {
    const keys = new Set(leaves(locales[lng as keyof typeof locales] as unknown as Tree));
    const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const missing = countedKeys.flatMap((k) =>
      forms.map((f) => `${k}_${f}`).filter((key) => !keys.has(key)),
    );
    expect(missing).toEqual([]);
  });
  it.each([
    [0, 'لا توجد مزايدات'],
    [1, 'مزايدة واحدة'],
    [2, 'مزايدتان'],
    [3, '3 مزايدات'],
    [11, '11 مزايدة'],
    [100, '100 مزايدة'],
  ])('Arabic counts %i bids as %j, never in Spanish', (count, text) =>
    expect(i18n.getFixedT('ar', 'lots')('card.bids', { count })).toBe(text),
  );
});

// English is typed `satisfies Record<ErrorCode, string>` (event-schemas' union of every code the
// api sends) and every language has English's keys, so tsc already fails a code without wording.
const serverCodes = Object.keys(en.errors);

describe('Server error codes', () => {
  it('are the whole contract of codes', () => expect(serverCodes.length).toBeGreaterThan(90));
  it.each(Object.keys(locales))('each has a wording in %s', (lng) => {
    const wordings = locales[lng as keyof typeof locales].errors as Record<string, string>;
    expect(serverCodes.filter((code) => !wordings[code])).toEqual([]);
  });
  it.each(['es', 'ar'])('are translated in %s, not copied from English', (lng) => {
    const wordings = locales[lng as keyof typeof locales].errors as Record<string, string>;
    const english = en.errors as Record<string, string>;
    expect(serverCodes.filter((code) => wordings[code] === english[code])).toEqual([]);
  });
});

// English is typed `satisfies Record<SuccessCode, string>` as errors are (issue 27 item 5).
const successCodes = Object.keys(en.successes);

describe('Server success codes', () => {
  it('are the whole contract of codes', () => expect(successCodes.length).toBeGreaterThan(100));
  it.each(['es', 'ar'])('are translated in %s, not copied from English', (lng) => {
    const wordings = locales[lng as keyof typeof locales].successes as Record<string, string>;
    const english = en.successes as Record<string, string>;
    expect(
      successCodes.filter((code) => !wordings[code] || wordings[code] === english[code]),
    ).toEqual([]);
  });
});

describe("A server error in the reader's language", () => {
  afterEach(() => i18n.changeLanguage('en'));
  it('reads the Spanish wording of its code', async () => {
    await i18n.changeLanguage('es');
    expect(errorText('lot.closed', 'Auction Closed')).toBe('Subasta cerrada');
  });
  it('fills amounts the server sends in cents', async () => {
    await i18n.changeLanguage('ar');
    expect(errorText('bid.below-minimum', 'Min bid $620.00', { amount: 620_00 })).toBe(
      'أقل مزايدة $620.00',
    );
  });
  it("shows the server's message when a wording lacks its values or the code is unknown", async () => {
    await i18n.changeLanguage('es');
    expect(errorText('bid.below-minimum', 'Min bid $620.00')).toBe('Min bid $620.00');
    expect(errorText('some.new-code', 'A new rule')).toBe('A new rule');
  });
  it("keeps the server's case-specific English where the wording is the message itself", () =>
    expect(errorText('request.invalid-field', 'Invalid email format')).toBe(
      'Invalid email format',
    ));
});

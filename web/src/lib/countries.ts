export interface CountryOption {
  value: string;
  label: string;
}

// Region codes Intl knows that are not countries.
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'UN',
  'QO',
  'ZZ',
  'XA',
  'XB',
  'AN',
  'CP',
  'DG',
  'EA',
  'IC',
  'TA',
]);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// Intl's region names in the reader's language, English where it has none.
const regionNames = (language: string) =>
  new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });

/** A country's name in the reader's language ('BE' -> 'Belgium' / 'Bélgica' / 'بلجيكا'). */
export function countryName(code: string, language: string): string {
  try {
    return regionNames(language).of(code) ?? code;
  } catch {
    // Not a region code Intl accepts: shown as stored.
    return code;
  }
}

/** ISO 3166 countries named in the reader's language, sorted by name; no data file to ship. */
export function countryOptions(language: string): CountryOption[] {
  const names = regionNames(language);
  const options: CountryOption[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      if (NOT_COUNTRIES.has(code)) continue;
      const label = names.of(code);
      if (label && label !== code) options.push({ value: code, label });
    }
  }
  return options.sort((x, y) => x.label.localeCompare(y.label, language));
}

/** Spec 5 and 9: the phone input starts with the configured country code, else '+1'. */
export function defaultPhonePrefix(configured: string | number | undefined | null): string {
  const digits = String(configured ?? '').replace(/\D/g, '');
  return digits ? `+${digits}` : '+1';
}

/*
 * SH-7 a destination country is read as its ISO 3166-1 alpha-2 code: a code as it is (any case),
 *      a country's English name by the runtime's region names (CLDR), `USA`/`UK` as commonly
 *      written; anything else is no country (the buyer is asked for an address).
 */

const ALIASES: Readonly<Record<string, string>> = { USA: 'US', UK: 'GB', UAE: 'AE' };

let byName: Map<string, string> | undefined;

/** English region names to codes, built once from the runtime's CLDR data (no list typed here). */
function names(): Map<string, string> {
  if (byName) return byName;
  const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  byName = new Map();
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = display.of(code);
      if (name) byName.set(name.toLowerCase(), code);
    }
  return byName;
}

/** SH-7. */
export function countryCodeOf(country: string): string | undefined {
  const text = country.trim();
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  return ALIASES[text.toUpperCase()] ?? names().get(text.toLowerCase());
}

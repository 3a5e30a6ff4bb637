const DECIMAL = /^([+-]?)(\d+)(?:\.(\d{0,2}))?$/;

/**
 * Reads a dollar amount from the HTTP edge into integer cents: `1234.5`, `'1,234.50'`, `'$10'`,
 * `'12,5'` (a lone comma before 1-2 digits is a decimal comma). More than two decimals,
 * exponents, or anything else that is not a plain amount returns `null`.
 */
export function parseDollarsToCents(input: unknown): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input
      .trim()
      .replace(/^([+-]?)\$/, '$1')
      .replace(/\s/g, '');
  } else {
    return null;
  }
  text = normaliseSeparators(text);
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const [, sign = '', whole = '0', fraction = ''] = m;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

function normaliseSeparators(text: string): string {
  if (text.includes('.')) {
    return /^[+-]?\d{1,3}(,\d{3})*(\.\d*)?$/.test(text) ? text.replace(/,/g, '') : text;
  }
  if (/^[+-]?\d+,\d{1,2}$/.test(text)) return text.replace(',', '.');
  return /^[+-]?\d{1,3}(,\d{3})+$/.test(text) ? text.replace(/,/g, '') : text;
}

/** Reads carats (`'10.52'` or `10.52`) into integer points; `null` when not a plain weight. */
export function parseCaratsToPoints(input: unknown): number | null {
  if (typeof input === 'string' && input.includes('$')) return null;
  const cents = parseDollarsToCents(input);
  return cents === null || cents < 0 ? null : cents;
}

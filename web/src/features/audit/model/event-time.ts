/** An instant as UTC, to the millisecond, the way the log stores it: '2030-01-02 10:00:00.000'. */
export function utcText(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
}

/** The same instant in the reader's zone and language, to the second. */
export function localText(iso: string, language: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(ms);
}

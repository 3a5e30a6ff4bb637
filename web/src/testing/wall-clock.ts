/**
 * A time the site writes ('MM-DD-YYYY h:mm:ss am') read back as if it were UTC: the texts of one
 * instant in two zones then differ by the zones' offset.
 */
export const wallClockMs = (text: string): number => {
  const [, mm, dd, yyyy, h, min, s, period] =
    /^(\d\d)-(\d\d)-(\d{4}) (\d{1,2}):(\d\d):(\d\d) ([ap]m)$/.exec(text) ?? [];
  const hour = (Number(h) % 12) + (period === 'pm' ? 12 : 0);
  return Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hour, Number(min), Number(s));
};

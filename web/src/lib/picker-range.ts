/** Spec 5 and 9: every date picker takes years 1900 to 2100. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
/** The bounds in a `datetime-local` input's own format (its `min` and `max`). */
export const PICKER_MIN = `${MIN_YEAR}-01-01T00:00`;
export const PICKER_MAX = `${MAX_YEAR}-12-31T23:59`;

/** A `datetime-local` value (or an ISO date) whose year is in the pickers' range. */
export function withinPickerYears(value: string): boolean {
  const year = Number(/^\d{4}/.exec(value.trim())?.[0] ?? NaN);
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** RETURN_WINDOW_DAYS: how many days after payment a buyer may ask for a return (default 14). */
export const RETURN_WINDOW_DAYS = Symbol('RETURN_WINDOW_DAYS');

export function returnWindowDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.RETURN_WINDOW_DAYS ?? 14);
  return Number.isInteger(days) && days >= 0 && days <= 365 ? days : 14;
}

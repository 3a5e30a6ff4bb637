/** Text as a person sorts it: case-blind, '2.51 ct' before '12.36 cts'. */
export const byText = (x: string, y: string): number =>
  x.localeCompare(y, 'en', { sensitivity: 'base', numeric: true });

/** The page of `rows` a request asks for (1-based), and how many there are in all. */
export function pageOf<T>(rows: readonly T[], { page, limit }: { page: number; limit: number }) {
  const from = (page - 1) * limit;
  return { records: rows.slice(from, from + limit), total: rows.length };
}

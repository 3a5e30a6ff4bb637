/**
 * Where a table of routes (who may call them, who owns their objects, what body reads them) and
 * the routes it is about part ways: the routes it has no entry for, and its entries that name no
 * such route (gone, renamed, or of another kind). A complete table has neither.
 */
export const routeTableGaps = (
  table: Readonly<Record<string, unknown>>,
  routes: readonly string[],
) => ({
  unlisted: routes.filter((r) => !table[r]),
  stale: Object.keys(table).filter((r) => !routes.includes(r)),
});

/** Text as a person sorts it: case-blind, '2.51 ct' before '12.36 cts'. */
export const byText = (x: string, y: string): number =>
  x.localeCompare(y, 'en', { sensitivity: 'base', numeric: true });

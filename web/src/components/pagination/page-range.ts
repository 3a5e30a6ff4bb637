export type PageItem = number | 'dots';

/** Pages = ceil(totalRecords / limit), at least 1. */
export function pageCount(totalRecords: number, limit: number): number {
  return Math.max(1, Math.ceil(totalRecords / Math.max(1, limit)));
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The pages to draw: `boundaries` at each end, `siblings` either side of the current page, dots between. */
export function pageRange(
  total: number,
  current: number,
  siblings = 3,
  boundaries = 2,
): PageItem[] {
  const slots = siblings * 2 + 3 + boundaries * 2;
  if (slots >= total) return range(1, total);
  const page = Math.min(Math.max(1, current), total);
  const leftSibling = Math.max(page - siblings, boundaries);
  const rightSibling = Math.min(page + siblings, total - boundaries);
  const showLeftDots = leftSibling > boundaries + 2;
  const showRightDots = rightSibling < total - (boundaries + 1);
  if (!showLeftDots && showRightDots) {
    const left = siblings * 2 + boundaries + 2;
    return [...range(1, left), 'dots', ...range(total - boundaries + 1, total)];
  }
  if (showLeftDots && !showRightDots) {
    const right = boundaries + 1 + 2 * siblings;
    return [...range(1, boundaries), 'dots', ...range(total - right, total)];
  }
  return [
    ...range(1, boundaries),
    'dots',
    ...range(leftSibling, rightSibling),
    'dots',
    ...range(total - boundaries + 1, total),
  ];
}

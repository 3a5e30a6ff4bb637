/** Spec 9: thumbnails 7 visible, 5 below 1200 px, 4 below 500 px. */
export function visibleThumbnails(width: number): number {
  if (width < 500) return 4;
  if (width < 1200) return 5;
  return 7;
}

/** Spec 9, taken literally: 2 slides wide, 3 below 991 px, 2 below 600 px, 1 below 480 px. */
export function featuredSlidesPerView(width: number): number {
  if (width < 480) return 1;
  if (width < 600) return 2;
  if (width < 991) return 3;
  return 2;
}

export const FEATURED_LOTS = 6;
export const HOME_AUCTIONS = 12;
export const SIMILAR_LOTS = 3;

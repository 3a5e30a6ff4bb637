import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import type { SortChoice } from '@/lib/site-config';
import { sortOptions } from './sort-options';

const known: SortChoice[] = [{ value: 'p.title asc', label: 'Title A–Z', key: 'titleAZ' }];
const english = (key: SortChoice['key']) => i18n.getFixedT('en', 'common')(`listing.sorts.${key}`);

describe('sort-by choices from product/activeSorts', () => {
  it("offers the server's sorts in the address's p. form, keeping the web's wording", () => {
    expect(
      sortOptions(
        [
          { id: 5, label: 'Title', orderby: 'title asc' },
          { id: 6, label: 'Most bids', orderby: 'bid_count desc' },
        ],
        known,
        english,
      ),
    ).toEqual([
      { value: 'p.title asc', label: 'Title A–Z' },
      { value: 'p.bid_count desc', label: 'Most bids' },
    ]);
  });

  it("uses the web's own list until the server answers", () => {
    expect(sortOptions(undefined, known, english)).toEqual([
      { value: 'p.title asc', label: 'Title A–Z' },
    ]);
  });

  it.each([
    ['es', 'Título A–Z'],
    ['ar', 'العنوان أ–ي'],
  ])("issue 27 item 5: words the web's sorts in %s", (lng, label) => {
    const word = (key: SortChoice['key']) => i18n.getFixedT(lng, 'common')(`listing.sorts.${key}`);
    expect(sortOptions([{ id: 5, label: 'Title', orderby: 'title asc' }], known, word)).toEqual([
      { value: 'p.title asc', label },
    ]);
  });
});

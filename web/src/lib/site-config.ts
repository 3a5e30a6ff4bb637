import type { ConfigurationAnswer } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { applySiteTexts } from '@/i18n/site-texts';
import { apiCall } from './api-client';
import { countryName } from './countries';
import { queryRoots } from '@/lib/query-roots';

/** A hero banner: the admin's `banners` table rows (spec 3: active 1 = shown). */
export interface Banner {
  id?: string | number;
  image: string;
  title?: string;
  description?: string;
  link?: string;
  button_label?: string;
  color?: string;
  active?: number;
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : undefined;

/** The admin's shown banners from `getDefault`'s `tableValues` (none: the home page words its own). */
export function bannersOf(config: ConfigurationAnswer | undefined): Banner[] {
  return (config?.tableValues['banners'] ?? [])
    .filter((r) => r['active'] === 1)
    .map((r) => ({
      id: r.id,
      image: text(r['image']) ?? '',
      title: text(r['title']),
      description: text(r['description']),
      link: text(r['link']),
      button_label: text(r['button_label']),
      color: text(r['color']),
      active: 1,
    }));
}

/** The admin's shown FAQ entries, in their position order. */
export function faqOf(config: ConfigurationAnswer | undefined) {
  return (config?.tableValues['faq'] ?? [])
    .filter((r) => r['active'] === 1)
    .sort((a, b) => Number(a['position'] ?? 0) - Number(b['position'] ?? 0))
    .map((r) => ({
      id: r.id,
      question: String(r['question'] ?? ''),
      answer: String(r['answer'] ?? ''),
    }));
}

/** Where a lot is (the admin's `locations` row its `location_id` names): 'Antwerp, Antwerpen, Belgium'. */
export function lotLocationText(
  config: ConfigurationAnswer | undefined,
  locationId: string | null | undefined,
  language: string,
): string | undefined {
  const row = config?.tableValues['locations']?.find((r) => r.id === locationId);
  if (!row) return undefined;
  const country = text(row['country']);
  const parts = [text(row['name']), text(row['city']), country && countryName(country, language)];
  // The city is often the location's own name ('Dubai, Dubai'): said once.
  return [...new Set(parts.filter((p): p is string => p !== undefined))].join(', ');
}

export interface Option {
  value: string;
  label: string;
}

export function useSiteConfig() {
  return useQuery({
    queryKey: queryRoots.siteConfig,
    queryFn: async ({ signal }) => {
      const config = await apiCall('common/getDefault', {}, { signal, noAlert: true });
      applySiteTexts(i18n, config);
      return config;
    },
    staleTime: 5 * 60_000,
  });
}

/** A sort the web words itself: `key` names its wording in `common:listing.sorts`. */
export interface SortChoice extends Option {
  key: 'endingSoonest' | 'newlyListed' | 'priceLowHigh' | 'priceHighLow' | 'titleAZ';
}

/** The sort options and page sizes are the web's own: the server configures none. */
export const DEFAULT_SORTS: SortChoice[] = [
  { value: 'p.date_closed asc', label: 'Ending soonest', key: 'endingSoonest' },
  { value: 'p.date_added desc', label: 'Newly listed', key: 'newlyListed' },
  { value: 'p.wprice asc', label: 'Price: low to high', key: 'priceLowHigh' },
  { value: 'p.wprice desc', label: 'Price: high to low', key: 'priceHighLow' },
  { value: 'p.title asc', label: 'Title A–Z', key: 'titleAZ' },
];
export const DEFAULT_PER_PAGE = [12, 24, 48];

import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';

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

export interface Option {
  value: string;
  label: string;
}

/** `common/getDefault` (spec 7); only the parts the buyer screens read are typed. */
export interface SiteConfig {
  variables?: {
    proxy_bidding_settings?: string | number;
    homepage_image?: string;
    homepage_title?: string;
    homepage_text?: string;
    country_code?: string;
  };
  tableValues?: {
    banners?: Banner[];
    home_banners?: Banner[];
    sort_options?: Option[];
    per_page_options?: Array<number | string>;
  };
  features?: Record<string, unknown>;
}

export function useSiteConfig() {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiCall<SiteConfig>('common/getDefault', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export const DEFAULT_SORTS: Option[] = [
  { value: 'p.date_closed asc', label: 'Ending soonest' },
  { value: 'p.date_added desc', label: 'Newly listed' },
  { value: 'p.wprice asc', label: 'Price: low to high' },
  { value: 'p.wprice desc', label: 'Price: high to low' },
  { value: 'p.title asc', label: 'Title A–Z' },
];
export const DEFAULT_PER_PAGE = [12, 24, 48];

export function sortOptions(config: SiteConfig | undefined): Option[] {
  const fromConfig = config?.tableValues?.sort_options;
  return fromConfig?.length ? fromConfig : DEFAULT_SORTS;
}

export function perPageOptions(config: SiteConfig | undefined): number[] {
  const fromConfig = config?.tableValues?.per_page_options?.map(Number).filter((n) => n > 0);
  return fromConfig?.length ? fromConfig : DEFAULT_PER_PAGE;
}

export function activeBanners(config: SiteConfig | undefined): Banner[] {
  const all = config?.tableValues?.home_banners ?? config?.tableValues?.banners ?? [];
  return all.filter((b) => b.active === undefined || Number(b.active) === 1);
}

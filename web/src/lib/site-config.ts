import type { ConfigurationAnswer } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';

/** A hero banner; the server configures none (`tableValues` is empty), so the home page words its own. */
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

export function useSiteConfig() {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiCall<ConfigurationAnswer>('common/getDefault', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The sort options and page sizes are the web's own: the server configures none. */
export const DEFAULT_SORTS: Option[] = [
  { value: 'p.date_closed asc', label: 'Ending soonest' },
  { value: 'p.date_added desc', label: 'Newly listed' },
  { value: 'p.wprice asc', label: 'Price: low to high' },
  { value: 'p.wprice desc', label: 'Price: high to low' },
  { value: 'p.title asc', label: 'Title A–Z' },
];
export const DEFAULT_PER_PAGE = [12, 24, 48];

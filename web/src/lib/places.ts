import type { AddressSuggestion } from '@facet/event-schemas';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

/**
 * The place lists (`commonFunction/getAll*`) and the US autocomplete, asked of the api: the
 * world's cities are megabytes the web never bundles. Here rather than in a feature, since the
 * profile, checkout and lot forms all use them and features never import each other.
 */
const keys = {
  countries: () => [...queryRoots.places, 'countries'] as const,
  states: (country: string) => [...queryRoots.places, 'states', country] as const,
  cities: (country: string, state: string) =>
    [...queryRoots.places, 'cities', country, state] as const,
  suggestions: (query: string) => [...queryRoots.places, 'suggest', query] as const,
};
// Place lists change with a data package's release, not during a visit.
const STABLE = { staleTime: Infinity, gcTime: 60 * 60_000 };

export const useCountries = () =>
  useQuery({
    queryKey: keys.countries(),
    queryFn: ({ signal }) =>
      apiCall('commonFunction/getAllCountries', {}, { signal, noAlert: true }),
    select: (d) => d.records.map((c) => ({ value: c.code, label: c.name })),
    ...STABLE,
  });

export const useStates = (country: string) =>
  useQuery({
    queryKey: keys.states(country),
    queryFn: ({ signal }) =>
      apiCall('commonFunction/getAllStates', { country }, { signal, noAlert: true }),
    select: (d) => d.records.map((s) => ({ value: s.code, label: s.name })),
    enabled: country !== '',
    ...STABLE,
  });

export const useCities = (country: string, state: string) =>
  useQuery({
    queryKey: keys.cities(country, state),
    queryFn: ({ signal }) =>
      apiCall('commonFunction/getAllCities', { country, state }, { signal, noAlert: true }),
    // Names can repeat within a state (two towns of one name): one option each.
    select: (d) => [...new Set(d.records.map((c) => c.name))],
    enabled: country !== '' && state !== '',
    ...STABLE,
  });

/** Spec section 5 and 9: the autocomplete asks 200 ms after the last keystroke. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 200;

/** US places matching what was typed (2 characters or more), asked once typing pauses. */
export function useAddressSuggestions(typed: string) {
  const [query] = useDebouncedValue(typed.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  return useQuery({
    queryKey: keys.suggestions(query),
    queryFn: async ({ signal }): Promise<AddressSuggestion[]> =>
      (await apiCall('commonFunction/suggestAddresses', { query }, { signal, noAlert: true }))
        .records,
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
  });
}

/** The postal code (and coordinates) of a chosen place: the geocoding lookup of section 5. */
export const geocodePlace = (city: string, state: string) =>
  apiCall('commonFunction/geocode', { city, state }, { noAlert: true });

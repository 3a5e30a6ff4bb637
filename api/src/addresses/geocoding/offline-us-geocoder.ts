import type { AddressSuggestion, GeocodeAnswer } from '@facet/event-schemas';
import type { Geocoder } from './geocoder.port.js';

interface ZipRow {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

const key = (city: string, state: string) => `${city.toLowerCase()}|${state.toUpperCase()}`;

/**
 * The default geocoder: the `zipcodes` package's US ZIP table (about 44,000 codes with their
 * city, state and coordinates), loaded on first use. It knows places, not streets: the postal
 * code of a city is its first ZIP in the table, which a street-level geocoder would refine.
 */
export class OfflineUsGeocoder implements Geocoder {
  readonly name = 'offline';
  private table: Promise<{ zips: ZipRow[]; byPlace: Map<string, ZipRow[]> }> | undefined;

  private load() {
    this.table ??= import('zipcodes').then(({ codes }) => {
      const zips = Object.values(codes)
        .filter((c) => c.country === 'US' && Number.isFinite(c.latitude))
        .map(({ zip, city, state, latitude, longitude }) => ({
          zip,
          city,
          state,
          latitude,
          longitude,
        }))
        .sort((a, b) => a.zip.localeCompare(b.zip));
      const byPlace = new Map<string, ZipRow[]>();
      for (const z of zips) {
        const k = key(z.city, z.state);
        byPlace.set(k, [...(byPlace.get(k) ?? []), z]);
      }
      return { zips, byPlace };
    });
    return this.table;
  }

  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    const q = query.trim().toLowerCase();
    if (q === '') return [];
    const { zips, byPlace } = await this.load();
    const rows = /^\d+$/.test(q)
      ? zips.filter((z) => z.zip.startsWith(q))
      : [...byPlace.values()]
          .map((place) => place[0] as ZipRow)
          .filter((z) => z.city.toLowerCase().startsWith(q))
          .sort((a, b) => a.city.localeCompare(b.city) || a.state.localeCompare(b.state));
    const byZip = /^\d+$/.test(q);
    return rows.slice(0, limit).map((z) => ({
      label: byZip ? `${z.zip} ${z.city}, ${z.state}` : `${z.city}, ${z.state}`,
      city: z.city,
      state: z.state,
      country: 'US',
      zip: byZip ? z.zip : null,
      latitude: z.latitude,
      longitude: z.longitude,
    }));
  }

  async geocode(place: { city: string; state: string }): Promise<GeocodeAnswer> {
    const { byPlace } = await this.load();
    const found = byPlace.get(key(place.city, place.state))?.[0];
    return {
      zip: found?.zip ?? null,
      latitude: found?.latitude ?? null,
      longitude: found?.longitude ?? null,
      geocodedBy: this.name,
    };
  }
}

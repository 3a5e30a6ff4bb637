import type { ShippingRateTable } from '@facet/event-schemas';

/**
 * A rate table of two zones (Domestic: US; Rest of world, the fallback) and one insured courier,
 * `secure-courier`: a band per `upToPoints`, and in each zone a price per band, in cents.
 */
export const aRateTable = (
  upToPoints: number[],
  prices: { domestic: number[]; world: number[] },
): ShippingRateTable => ({
  zones: [
    { id: 'domestic', name: 'Domestic', countries: ['US'] },
    { id: 'world', name: 'Rest of world', countries: [] },
  ],
  fallbackZoneId: 'world',
  bands: upToPoints.map((points) => ({ upToPoints: points })),
  services: [
    {
      id: 'secure-courier',
      carrier: 'Malca-Amit',
      service: 'Insured secure courier',
      insuranceCentiPerMille: 150,
      insuranceMinimum: 25_00,
      maxDeclaredValue: null,
      rates: [
        { zoneId: 'domestic', days: 2, prices: prices.domestic },
        { zoneId: 'world', days: 5, prices: prices.world },
      ],
    },
  ],
});

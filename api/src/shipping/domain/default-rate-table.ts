import type { ShippingRateTable } from '@facet/event-schemas';

/**
 * The table in force until an admin saves one: the house ships from the US (domestic), to the
 * Americas (same region) and to the rest of the world. Secure courier for any value; registered
 * insured post up to $2,500 declared. Prices are illustrative, in cents; bands in points.
 */
export const defaultRateTable: ShippingRateTable = {
  zones: [
    { id: 'domestic', name: 'Domestic', countries: ['US'] },
    { id: 'region', name: 'Same region', countries: ['CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'PE'] },
    { id: 'world', name: 'Rest of world', countries: [] },
  ],
  fallbackZoneId: 'world',
  // Up to 50 ct, 500 ct, 5,000 ct: an envelope, a box, a secured case.
  bands: [{ upToPoints: 5_000 }, { upToPoints: 50_000 }, { upToPoints: 500_000 }],
  services: [
    {
      id: 'secure-courier',
      carrier: 'Malca-Amit',
      service: 'Insured secure courier',
      insuranceCentiPerMille: 150,
      insuranceMinimum: 25_00,
      maxDeclaredValue: null,
      rates: [
        { zoneId: 'domestic', days: 2, prices: [95_00, 145_00, 295_00] },
        { zoneId: 'region', days: 3, prices: [145_00, 195_00, 395_00] },
        { zoneId: 'world', days: 5, prices: [245_00, 325_00, 595_00] },
      ],
    },
    {
      id: 'registered-post',
      carrier: 'Postal service',
      service: 'Registered insured post',
      insuranceCentiPerMille: 300,
      insuranceMinimum: 5_00,
      maxDeclaredValue: 2_500_00,
      rates: [
        { zoneId: 'domestic', days: 4, prices: [15_00, 25_00, 45_00] },
        { zoneId: 'region', days: 8, prices: [35_00, 55_00, 95_00] },
        { zoneId: 'world', days: 12, prices: [55_00, 85_00, 145_00] },
      ],
    },
  ],
};

import type { ShippingRateTable } from '@facet/event-schemas';

type Service = ShippingRateTable['services'][number];

/** Dollars typed in a field as integer cents (half up); blank or junk is 0. */
export const centsOf = (dollars: number | string): number =>
  Math.round((typeof dollars === 'number' ? dollars : Number(dollars) || 0) * 100);

/** A comma-separated list of country codes as the table keeps them: upper case, no blanks. */
export const countriesOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c !== '');

/** One service changed by `patch`. */
export const withService = (
  table: ShippingRateTable,
  index: number,
  patch: Partial<Service>,
): ShippingRateTable => ({
  ...table,
  services: table.services.map((s, i) => (i === index ? { ...s, ...patch } : s)),
});

/** One price of a service to a zone for a band, in cents. */
export const withPrice = (
  table: ShippingRateTable,
  service: number,
  zoneId: string,
  band: number,
  cents: number,
): ShippingRateTable =>
  withService(table, service, {
    rates: table.services[service]!.rates.map((r) =>
      r.zoneId === zoneId ? { ...r, prices: r.prices.map((p, i) => (i === band ? cents : p)) } : r,
    ),
  });

/** The transit days of a service to a zone. */
export const withDays = (
  table: ShippingRateTable,
  service: number,
  zoneId: string,
  days: number,
): ShippingRateTable =>
  withService(table, service, {
    rates: table.services[service]!.rates.map((r) => (r.zoneId === zoneId ? { ...r, days } : r)),
  });

/** The countries of one zone, from the admin's text. */
export const withCountries = (
  table: ShippingRateTable,
  zone: number,
  text: string,
): ShippingRateTable => ({
  ...table,
  zones: table.zones.map((z, i) => (i === zone ? { ...z, countries: countriesOf(text) } : z)),
});

/** One band's upper weight, in points. */
export const withBand = (
  table: ShippingRateTable,
  band: number,
  upToPoints: number,
): ShippingRateTable => ({
  ...table,
  bands: table.bands.map((b, i) => (i === band ? { upToPoints } : b)),
});

/** A heavier band at the end, each rate's price for it the heaviest price so far. */
export const withBandAdded = (table: ShippingRateTable): ShippingRateTable => ({
  ...table,
  bands: [...table.bands, { upToPoints: (table.bands.at(-1)?.upToPoints ?? 0) * 2 || 100 }],
  services: table.services.map((s) => ({
    ...s,
    rates: s.rates.map((r) => ({ ...r, prices: [...r.prices, r.prices.at(-1) ?? 0] })),
  })),
});

/** One band taken out, with its price in every rate. */
export const withBandRemoved = (table: ShippingRateTable, band: number): ShippingRateTable => ({
  ...table,
  bands: table.bands.filter((_, i) => i !== band),
  services: table.services.map((s) => ({
    ...s,
    rates: s.rates.map((r) => ({ ...r, prices: r.prices.filter((_, i) => i !== band) })),
  })),
});

/** The first band that does not rise above the one before it (the server refuses it), or -1. */
export const fallingBand = (table: ShippingRateTable): number =>
  table.bands.findIndex((b, i) => i > 0 && b.upToPoints <= table.bands[i - 1]!.upToPoints);

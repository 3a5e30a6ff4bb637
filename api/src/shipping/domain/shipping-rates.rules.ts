import type { ShippingRateTable, ShippingService } from '@facet/event-schemas';
import { divideHalfUp } from '../../shared/money/index.js';

/*
 * Rules of the shipping rate table (rough diamonds ship insured, by secure courier or registered
 * post for small values):
 * SH-1 the destination's zone is the zone listing its country, else the fallback zone.
 * SH-2 the parcel's band is the first band whose upper weight holds the parcel; heavier than the
 *      last band: no service carries it.
 * SH-3 insurance is the declared value times the service's per-mille, half up to the cent, never
 *      below the service's minimum.
 * SH-4 a quote's price is the band's price to the zone plus the insurance, in integer cents.
 * SH-5 a service with no rate to the zone, or whose maximum declared value is below the parcel's,
 *      gives no quote; the quotes come cheapest first.
 * SH-6 a table is valid when zones, services and country codes are unique, the fallback zone
 *      exists, bands rise strictly, and every rate names a known zone with one price per band.
 */

export interface Parcel {
  /** Points (1/100 carat) of the lots in it. */
  weight: number;
  /** Cents declared (and insured). */
  declaredValue: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface PricedService {
  serviceId: string;
  carrier: string;
  service: string;
  amount: number;
  days: number;
}

/** SH-1. */
export function zoneOf(table: ShippingRateTable, country: string): string {
  return table.zones.find((z) => z.countries.includes(country))?.id ?? table.fallbackZoneId;
}

/** SH-2: the band's index, or -1 when the parcel is heavier than every band. */
export const bandOf = (table: ShippingRateTable, weight: number): number =>
  table.bands.findIndex((b) => weight <= b.upToPoints);

/** SH-3: centi-per-mille is per-mille x 100, so value x rate / 100 000. */
export const insuranceOf = (service: ShippingService, declaredValue: number): number =>
  Math.max(
    service.insuranceMinimum,
    divideHalfUp(declaredValue * service.insuranceCentiPerMille, 100_000),
  );

/** SH-4 and SH-5: every service's price for the parcel, cheapest first. */
export function priceParcel(table: ShippingRateTable, parcel: Parcel): PricedService[] {
  const zoneId = zoneOf(table, parcel.country);
  const band = bandOf(table, parcel.weight);
  if (band < 0) return [];
  return table.services
    .flatMap((s) => {
      const rate = s.rates.find((r) => r.zoneId === zoneId);
      const price = rate?.prices[band];
      if (!rate || price === undefined) return [];
      if (s.maxDeclaredValue !== null && parcel.declaredValue > s.maxDeclaredValue) return [];
      const amount = price + insuranceOf(s, parcel.declaredValue);
      return [{ serviceId: s.id, carrier: s.carrier, service: s.service, amount, days: rate.days }];
    })
    .sort((a, b) => a.amount - b.amount || a.days - b.days);
}

const duplicated = (xs: readonly string[]) => new Set(xs).size !== xs.length;

/** SH-6: the problems of a table, in words an admin can act on; none when it is valid. */
export function rateTableProblems(table: ShippingRateTable): string[] {
  const problems: string[] = [];
  const zoneIds = table.zones.map((z) => z.id);
  if (duplicated(zoneIds)) problems.push('Zone ids must be unique');
  if (duplicated(table.zones.flatMap((z) => z.countries)))
    problems.push('A country may be in one zone only');
  if (!zoneIds.includes(table.fallbackZoneId))
    problems.push('The rest-of-world zone must be one of the zones');
  if (table.bands.some((b, i) => i > 0 && b.upToPoints <= table.bands[i - 1]!.upToPoints))
    problems.push('Weight bands must rise');
  if (duplicated(table.services.map((s) => s.id))) problems.push('Service ids must be unique');
  for (const s of table.services) {
    if (duplicated(s.rates.map((r) => r.zoneId))) problems.push(`${s.service}: one rate per zone`);
    for (const r of s.rates) {
      if (!zoneIds.includes(r.zoneId)) problems.push(`${s.service}: unknown zone ${r.zoneId}`);
      if (r.prices.length !== table.bands.length)
        problems.push(`${s.service}: one price per weight band to ${r.zoneId}`);
    }
  }
  return problems;
}

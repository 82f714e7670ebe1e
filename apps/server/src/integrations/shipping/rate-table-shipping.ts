import { createHash } from 'node:crypto';
import { addMoney, isCountry, multiplyMoney, roundMoney } from '@patchbay/domain';
import type { CarrierRate, RateRequest, ShippingPackage, ShippingPlace, ShippingRates } from './shipping';

/** Dimensional weight divisor of the big parcel carriers (cubic inches per pound). */
export const DIM_DIVISOR = 139;
/** A unit without a weight is billed as this many pounds. */
const DEFAULT_WEIGHT_LB = '1';

const US_REGIONS: Record<string, readonly string[]> = {
  west: ['WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'AZ', 'NM', 'AK', 'HI'],
  central: ['ND', 'SD', 'NE', 'KS', 'MN', 'IA', 'MO', 'WI', 'IL', 'IN', 'MI', 'OH', 'OK', 'TX'],
  south: ['AR', 'LA', 'MS', 'AL', 'TN', 'KY', 'GA', 'FL', 'SC', 'NC', 'VA', 'WV', 'DC', 'MD', 'DE'],
  northeast: ['PA', 'NJ', 'NY', 'CT', 'RI', 'MA', 'VT', 'NH', 'ME'],
};

function countryCode(place: ShippingPlace): 'US' | 'CA' {
  return isCountry(place.country, 'CA') ? 'CA' : 'US';
}

function regionOf(state: string | null | undefined): string | null {
  const code = state?.trim().toUpperCase() ?? '';
  for (const [region, states] of Object.entries(US_REGIONS)) if (states.includes(code)) return region;
  return null;
}

/**
 * Zones 1 to 4: 1 within a state or province, 2 within a US region (or within Canada), 3 across
 * the US, 4 between the US and Canada. An unknown origin counts as zone 3.
 */
export function shippingZone(origin: ShippingPlace, destination: ShippingPlace): 1 | 2 | 3 | 4 {
  const from = countryCode(origin);
  const to = countryCode(destination);
  if (from !== to) return 4;
  const a = origin.state?.trim().toUpperCase() ?? '';
  const b = destination.state?.trim().toUpperCase() ?? '';
  if (a !== '' && a === b) return 1;
  if (from === 'CA') return 2;
  const regionA = regionOf(a);
  return regionA !== null && regionA === regionOf(b) ? 2 : 3;
}

const positive = (value: string | null) => (value !== null && Number.parseFloat(value) > 0 ? value : null);

/**
 * Billable pounds of one unit: the larger of its weight and its dimensional weight L×W×H/139,
 * rounded up to a whole pound as carriers bill.
 */
export function billableWeight(pkg: ShippingPackage): number {
  const weight = Number.parseFloat(positive(pkg.weightLb) ?? DEFAULT_WEIGHT_LB);
  const [l, w, h] = [pkg.lengthIn, pkg.widthIn, pkg.heightIn].map(positive);
  const dimensional = l && w && h ? (Number(l) * Number(w) * Number(h)) / DIM_DIVISOR : 0;
  // Weights and dimensions are 2-decimal measurements, not money: whole pounds come out.
  return Math.max(1, Math.ceil(Math.max(weight, dimensional) - 1e-9));
}

interface Service {
  key: string;
  name: string;
  /** Multiplier on the ground price. */
  factor: string;
  days: (zone: number) => number;
}

const SERVICES: readonly Service[] = [
  { key: 'ground', name: 'Ground', factor: '1', days: (zone) => (zone === 4 ? 7 : zone + 1) },
  { key: '2day', name: '2-Day', factor: '2.2', days: (zone) => (zone === 4 ? 4 : 2) },
  { key: 'overnight', name: 'Overnight', factor: '3.6', days: (zone) => (zone === 4 ? 2 : 1) },
];

/** Ground price: $8.00 + $2.00 per zone, plus per billable pound $0.45 + $0.15 per zone. */
function groundPrice(zone: number, pounds: number): string {
  const base = addMoney('8.00', multiplyMoney('2.00', zone));
  const perPound = addMoney('0.45', multiplyMoney('0.15', zone));
  return roundMoney(addMoney(base, multiplyMoney(perPound, pounds)), 2);
}

function rateIdOf(service: string, zone: number, pounds: number, request: RateRequest): string {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        service,
        zone,
        pounds,
        countryCode(request.origin),
        request.origin.state ?? '',
        countryCode(request.destination),
        request.destination.state ?? '',
      ]),
    )
    .digest('base64url')
    .slice(0, 22);
  return `rt_${service}_${digest}`;
}

/**
 * The built-in rate table, the local default: zone by origin and destination state, billable
 * weight by weight and dimensions, three services. Rate ids are derived from the request, so the
 * same parcel and route always give the same ids and prices.
 */
export function createRateTableShipping(): ShippingRates {
  const rates = async (request: RateRequest): Promise<CarrierRate[]> => {
    const zone = shippingZone(request.origin, request.destination);
    const pounds = request.packages.reduce((sum, pkg) => sum + pkg.quantity * billableWeight(pkg), 0);
    if (pounds <= 0) return [];
    const ground = groundPrice(zone, pounds);
    return SERVICES.map((service) => {
      const days = service.days(zone);
      return {
        rateId: rateIdOf(service.key, zone, pounds, request),
        carrier: 'Patchbay Freight',
        service: service.name,
        label: `${service.name} (${days} ${days === 1 ? 'day' : 'days'})`,
        amount: multiplyMoney(ground, service.factor),
        estimatedDays: days,
      };
    });
  };
  return {
    name: 'rate-table',
    rates,
    async findRate(request, rateId) {
      return (await rates(request)).find((rate) => rate.rateId === rateId) ?? null;
    },
  };
}

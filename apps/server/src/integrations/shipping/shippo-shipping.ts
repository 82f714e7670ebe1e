import { isCountry, roundMoney } from '@patchbay/domain';
import { billableWeight } from './rate-table-shipping';
import {
  type CarrierRate,
  type RateRequest,
  type ShippingPlace,
  type ShippingRates,
  ShippingRatesError,
} from './shipping';

const TIMEOUT_MS = 15_000;

interface ShippoRate {
  object_id: string;
  amount: string;
  currency: string;
  provider: string;
  servicelevel?: { name?: string; token?: string };
  estimated_days?: number | null;
}

function address(place: ShippingPlace) {
  return {
    country: isCountry(place.country, 'CA') ? 'CA' : 'US',
    state: place.state ?? '',
    zip: place.zip ?? '',
    city: place.city ?? '',
  };
}

function toRate(rate: ShippoRate): CarrierRate | null {
  if (rate.currency?.toUpperCase() !== 'USD' || !/^\d+(\.\d{1,4})?$/.test(rate.amount)) return null;
  const service = rate.servicelevel?.name ?? 'Standard';
  const days = typeof rate.estimated_days === 'number' ? rate.estimated_days : null;
  return {
    rateId: rate.object_id,
    carrier: rate.provider,
    service,
    label: `${rate.provider} ${service}${days ? ` (${days} ${days === 1 ? 'day' : 'days'})` : ''}`,
    amount: roundMoney(rate.amount, 2),
    estimatedDays: days,
  };
}

/**
 * The Shippo adapter (SHIPPO_API_TOKEN): a synchronous shipment gives the carriers' rates; a
 * chosen rate is read back by its id, and accepted only while Shippo still returns it in USD.
 * Each unit kind is one parcel line (quantity × billable weight, largest dimensions).
 */
export function createShippoShipping(options: { token: string; apiBase?: string }): ShippingRates {
  const base = (options.apiBase ?? 'https://api.goshippo.com').replace(/\/$/, '');
  async function call(path: string, init: RequestInit = {}) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `ShippoToken ${options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ShippingRatesError(
        `Shippo could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new ShippingRatesError(`Shippo answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }
  return {
    name: 'shippo',
    async rates(request: RateRequest) {
      const parcels = request.packages.map((pkg) => ({
        length: pkg.lengthIn ?? '1',
        width: pkg.widthIn ?? '1',
        height: pkg.heightIn ?? '1',
        distance_unit: 'in',
        weight: String(pkg.quantity * billableWeight(pkg)),
        mass_unit: 'lb',
      }));
      const body = await call('/shipments/', {
        method: 'POST',
        body: JSON.stringify({
          address_from: address(request.origin),
          address_to: address(request.destination),
          parcels,
          async: false,
        }),
      });
      const rates = (body?.rates ?? []) as ShippoRate[];
      return rates.flatMap((rate) => toRate(rate) ?? []);
    },
    async findRate(_request, rateId) {
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(rateId)) return null;
      const body = await call(`/rates/${rateId}`);
      return body ? toRate(body as unknown as ShippoRate) : null;
    },
  };
}

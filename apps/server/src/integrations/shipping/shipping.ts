/**
 * Carrier shipping rates (DESIGN.md §6). The checkout asks for the rates of one seller's parcel
 * and shows them with the 30 percent markup (the domain's shippingWithMarkup); when the buyer
 * places the order the server asks again and prices the chosen rate id itself.
 */
export interface ShippingPlace {
  /** 'US' or 'CA' (or what the seller wrote; the adapters normalise). */
  country: string;
  state?: string | null;
  zip?: string | null;
  city?: string | null;
}

/** One kind of unit in the shipment; dimensions in inches, weight in pounds, decimal strings. */
export interface ShippingPackage {
  quantity: number;
  weightLb: string | null;
  lengthIn: string | null;
  widthIn: string | null;
  heightIn: string | null;
}

export interface RateRequest {
  origin: ShippingPlace;
  destination: ShippingPlace;
  packages: ShippingPackage[];
}

export interface CarrierRate {
  /** Stable for the same request: the checkout sends it back and the server finds it again. */
  rateId: string;
  carrier: string;
  service: string;
  /** e.g. 'UPS Ground (3-5 days)'. */
  label: string;
  /** What the carrier charges, before our markup; 2 decimals. */
  amount: string;
  estimatedDays: number | null;
}

export interface ShippingRates {
  readonly name: string;
  rates(request: RateRequest): Promise<CarrierRate[]>;
  /** The rate `rateId` for this request, or null when it is not (or no longer) offered. */
  findRate(request: RateRequest, rateId: string): Promise<CarrierRate | null>;
}

/** A rate provider that could not answer (network, configuration). */
export class ShippingRatesError extends Error {
  override readonly name = 'ShippingRatesError';
}

/** Shapes of the jsonb columns, checked by TypeScript only (the database stores any JSON). */

/** SPEC.md §3 Address (shipping and billing), embedded in orders and offers. */
export interface Address {
  firstname: string;
  lastname: string;
  company?: string | null;
  email: string;
  contactnumber: string;
  streetAddress: string;
  address2?: string | null;
  city: string;
  state: string;
  stateLongName?: string | null;
  country: string;
  countryLongName?: string | null;
  zipcode: string;
}

/** SPEC.md §3 Guest user, kept on the orders and offers a guest makes. */
export interface GuestUser {
  companyName?: string | null;
  email: string;
  firstName: string;
  lastName: string;
  displayName?: string | null;
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  zip?: string | null;
  /** A browser fingerprint. */
  visitorId?: string | null;
  resellerCertificateUrl?: string | null;
}

/** SPEC.md §3 Search keyword record ipInfo, also kept on users. */
export interface IpInfo {
  ip?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  timeZone?: string | null;
}

export interface SocialLinks {
  facebook?: string;
  twitter?: string;
  instagram?: string;
  linkedin?: string;
}

export interface NamedImage {
  name: string;
  url: string;
}

/** One row of a storefront's per-destination tax table; `state` absent means the whole country. */
export interface TaxRate {
  country: string;
  state?: string;
  /** Decimal string, e.g. '8.2500'. */
  ratePercent: string;
}

/** Listing package dimensions, normalised to inches (SPEC.md §9). */
export interface ShippingDimensions {
  length: string;
  width: string;
  height: string;
}

/** One line of a shared cart snapshot. */
export interface SharedCartItem {
  listingId: string;
  quantity: number;
}

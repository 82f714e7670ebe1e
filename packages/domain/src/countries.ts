/** Countries, states and provinces (SPEC.md §9) and the country matching of SPEC.md §5. */

export interface Region {
  code: string;
  name: string;
}

/** The 50 states and the District of Columbia. */
export const US_STATES: readonly Region[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** The 10 provinces and 3 territories. */
export const CANADIAN_PROVINCES: readonly Region[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
];

export type CountryCode = 'US' | 'CA';

export interface Country {
  code: CountryCode;
  name: string;
  currency: 'USD' | 'CAD';
  regions: readonly Region[];
}

export const COUNTRIES: readonly Country[] = [
  { code: 'US', name: 'United States', currency: 'USD', regions: US_STATES },
  { code: 'CA', name: 'Canada', currency: 'CAD', regions: CANADIAN_PROVINCES },
];

const COUNTRY_ALIASES: Record<CountryCode, readonly string[]> = {
  US: ['usa', 'us', 'united states'],
  CA: ['ca', 'can', 'canada'],
};

/**
 * SPEC.md §5 country matching, case-insensitive: US accepts USA, US, United States; Canada accepts
 * CA, CAN, Canada. Surrounding spaces are ignored and inner runs of spaces count as one. Anything
 * else (including null) is false.
 */
export function isCountry(value: string | null | undefined, country: CountryCode): boolean {
  if (typeof value !== 'string') return false;
  const normalized = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return COUNTRY_ALIASES[country].includes(normalized);
}

export type RegionCode = 'US' | 'CA' | 'MERGED_FEED';

/**
 * The storefront region code (SPEC.md §9): MERGED_FEED when the countries include both the US and
 * Canada, CA when they include Canada only, otherwise US (also for an empty list).
 */
export function regionCode(countries: readonly (string | null | undefined)[]): RegionCode {
  const hasUs = countries.some((country) => isCountry(country, 'US'));
  const hasCa = countries.some((country) => isCountry(country, 'CA'));
  if (hasUs && hasCa) return 'MERGED_FEED';
  return hasCa ? 'CA' : 'US';
}

/** The region list of a country, or undefined for an unknown country. */
export function regionsOf(country: string | null | undefined): readonly Region[] | undefined {
  if (isCountry(country, 'US')) return US_STATES;
  if (isCountry(country, 'CA')) return CANADIAN_PROVINCES;
  return undefined;
}

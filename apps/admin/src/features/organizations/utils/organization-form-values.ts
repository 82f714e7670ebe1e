import type { Organization } from '@patchbay/contract';
import { COUNTRIES, isCountry } from '@patchbay/domain';

export const ORGANIZATION_TYPES = [
  { value: 'seller', label: 'Seller' },
  { value: 'buyer', label: 'Buyer' },
  { value: 'both', label: 'Buyer and seller' },
  { value: 'platform', label: 'Platform' },
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number]['value'];

export function organizationTypeLabel(type: string): string {
  return ORGANIZATION_TYPES.find((entry) => entry.value === type)?.label ?? type;
}

/** The nullable text fields of an organization, which the form holds as strings ('' for none). */
export const TEXT_FIELDS = [
  'logo',
  'phone',
  'email',
  'remoteUrl',
  'address1',
  'city',
  'state',
  'zip',
  'country',
  'metaTitle',
  'metaDescription',
  'brandName',
  'storefrontNameForPartner',
  'creditAppLink',
  'creditTermType',
  'returnPolicy',
  'warrantyPolicy',
  'estimatedToShip',
  'minimumCreditOrderValue',
  'freeShippingMinOrderAmount',
  'bankTransferInstructions',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const FLAG_FIELDS = [
  'verified',
  'isParentOrg',
  'isAuthorizedReseller',
  'isDiscreteOrg',
  'isOfferCredit',
  'creditCardPayPalFlag',
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

/** Only the platform operator changes these two (a company admin sees them disabled). */
export const OPERATOR_ONLY_FIELDS = ['orgType', 'verified'] as const;

export type OrganizationFormValues = { name: string; orgType: OrganizationType } & Record<TextField, string> &
  Record<FlagField, boolean>;

export function organizationToFormValues(organization?: Organization): OrganizationFormValues {
  const values = {
    name: organization?.name ?? '',
    orgType: organization?.orgType ?? 'seller',
  } as OrganizationFormValues;
  for (const field of TEXT_FIELDS) values[field] = organization?.[field] ?? '';
  values.country = countryCode(values.country);
  for (const field of FLAG_FIELDS) values[field] = organization?.[field] ?? false;
  return values;
}

/** Every field as the API takes it: text trimmed, blank text as null. */
export function toOrganizationBody(
  values: OrganizationFormValues,
  { canManageAll }: { canManageAll: boolean },
): Record<string, unknown> {
  const body: Record<string, unknown> = { name: values.name.trim() };
  for (const field of TEXT_FIELDS) {
    const text = values[field].trim();
    body[field] = text === '' ? null : text;
  }
  for (const field of FLAG_FIELDS) body[field] = values[field];
  body.orgType = values.orgType;
  if (!canManageAll) for (const field of OPERATOR_ONLY_FIELDS) delete body[field];
  return body;
}

/** The PATCH body: only the fields whose value differs from what the server holds. */
export function organizationChanges(
  initial: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => initial[key] !== value));
}

/** A stored country as the list's code ('United States' and 'USA' are 'US'); anything else as it is. */
export function countryCode(country: string): string {
  return COUNTRIES.find((entry) => isCountry(country, entry.code))?.code ?? country;
}

/** The country list of the form; a stored value off the list stays shown until it is changed. */
export function countryOptions(current: string): { value: string; label: string }[] {
  const listed = COUNTRIES.map((entry) => ({ value: entry.code, label: entry.name }));
  const extra =
    current !== '' && !listed.some((entry) => entry.value === current)
      ? [{ value: current, label: current }]
      : [];
  return [{ value: '', label: 'Choose a country' }, ...listed, ...extra];
}

import type { Organization } from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
import {
  countryCode,
  countryOptions,
  organizationChanges,
  organizationToFormValues,
  toOrganizationBody,
} from './organization-form-values';

const northwind = {
  id: 'o1',
  slug: 'northwind',
  createdAt: '2026-01-01T00:00:00Z',
  memberCount: 3,
  name: 'Northwind Networks',
  orgType: 'seller',
  verified: true,
  logo: null,
  phone: '+1 503-555-0142',
  email: 'orders@northwind.test',
  remoteUrl: null,
  address1: null,
  city: 'Portland',
  state: 'OR',
  zip: '97209',
  country: 'US',
  metaTitle: null,
  metaDescription: null,
  brandName: null,
  storefrontNameForPartner: null,
  isParentOrg: false,
  isAuthorizedReseller: true,
  isDiscreteOrg: false,
  isOfferCredit: true,
  creditAppLink: null,
  creditTermType: 'Net 30',
  returnPolicy: null,
  warrantyPolicy: null,
  estimatedToShip: null,
  minimumCreditOrderValue: '1000.00',
  freeShippingMinOrderAmount: null,
  creditCardPayPalFlag: true,
  bankTransferInstructions: null,
} satisfies Organization;

describe('organization form values', () => {
  it('round-trips an organization: null text becomes blank and back', () => {
    const values = organizationToFormValues(northwind);
    expect(values.logo).toBe('');
    const body = toOrganizationBody(values, { canManageAll: true });
    const { id, slug, createdAt, memberCount, ...fields } = northwind;
    expect(body).toEqual(fields);
  });

  it('never sends type or verified for someone who is not the operator', () => {
    const body = toOrganizationBody(organizationToFormValues(northwind), { canManageAll: false });
    expect(body).not.toHaveProperty('orgType');
    expect(body).not.toHaveProperty('verified');
  });

  it('starts a new organization as a seller with every flag off', () => {
    const values = organizationToFormValues();
    expect(values.orgType).toBe('seller');
    expect(values.isOfferCredit).toBe(false);
    expect(values.name).toBe('');
  });

  it('patches only the changed fields, a cleared one as null', () => {
    const options = { canManageAll: false };
    const initial = toOrganizationBody(organizationToFormValues(northwind), options);
    const next = toOrganizationBody(
      { ...organizationToFormValues(northwind), city: '  Salem ', creditTermType: ' ', isDiscreteOrg: true },
      options,
    );
    expect(organizationChanges(initial, next)).toEqual({
      city: 'Salem',
      creditTermType: null,
      isDiscreteOrg: true,
    });
  });
});

describe('the country from the list', () => {
  it.each([
    ['US', 'US'],
    ['United States', 'US'],
    ['usa', 'US'],
    ['Canada', 'CA'],
    ['Narnia', 'Narnia'],
    ['', ''],
  ])('%j is shown as %j', (stored, code) => {
    expect(countryCode(stored)).toBe(code);
    expect(organizationToFormValues({ ...northwind, country: stored } as Organization).country).toBe(code);
  });

  it('offers the list, and keeps a stored value off the list visible', () => {
    expect(countryOptions('US').map((o) => o.value)).toEqual(['', 'US', 'CA']);
    expect(countryOptions('Narnia').map((o) => o.value)).toEqual(['', 'US', 'CA', 'Narnia']);
  });
});

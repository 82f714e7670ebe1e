import { describe, expect, it } from 'vitest';
import { portalTitle } from './portal-title';

const northwind = { id: 'o1', name: 'Northwind Networks', slug: 'northwind' };

describe('portalTitle (SPEC.md §1 header rule)', () => {
  it("reads '<organization> Business Portal' for a business user", () => {
    expect(portalTitle({ role: 'businessUser', organization: northwind })).toBe(
      'Northwind Networks Business Portal',
    );
  });

  it("reads 'Admin Portal' for every other role", () => {
    for (const role of ['companyAdmin', 'productSpecialist', 'operator', 'buyer'] as const) {
      expect(portalTitle({ role, organization: northwind })).toBe('Admin Portal');
    }
  });

  it("reads 'Admin Portal' when nobody is signed in", () => {
    expect(portalTitle(null)).toBe('Admin Portal');
  });

  it('keeps the Business Portal label for a business user without an organization name', () => {
    expect(portalTitle({ role: 'businessUser', organization: null })).toBe('Business Portal');
    expect(portalTitle({ role: 'businessUser', organization: { ...northwind, name: ' ' } })).toBe(
      'Business Portal',
    );
  });
});

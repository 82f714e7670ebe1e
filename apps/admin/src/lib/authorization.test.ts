import { describe, expect, it } from 'vitest';
import { canAny, isOperator, roleLabel } from './authorization';

describe('roleLabel', () => {
  it('uses the company role labels of SPEC.md §6 and names the other roles', () => {
    expect(roleLabel('companyAdmin')).toBe('Company Admin');
    expect(roleLabel('businessUser')).toBe('Business User');
    expect(roleLabel('productSpecialist')).toBe('Product Specialist');
    expect(roleLabel('operator')).toBe('Platform operator');
    expect(roleLabel('buyer')).toBe('Buyer');
  });
});

describe('canAny', () => {
  it('grants a screen when one of its permissions is held', () => {
    expect(canAny(['reports.view'], ['products.manage', 'reports.view'])).toBe(true);
    expect(canAny(['reports.view'], ['users.manage'])).toBe(false);
    expect(canAny([], ['users.manage'])).toBe(false);
  });

  it('grants a screen without permissions to every signed-in person', () => {
    expect(canAny([], [])).toBe(true);
  });

  it('knows the operator by organizations.manageAll', () => {
    expect(isOperator(['organizations.manageAll'])).toBe(true);
    expect(isOperator(['organization.edit', 'users.manage'])).toBe(false);
  });
});

import { messages } from '@patchbay/domain';
import { describe, expect, it } from 'vitest';
import { emptyUserFormValues, toCreateUserBody, toUpdateUserBody, userFormRules } from './user-form-values';

const filled = {
  ...emptyUserFormValues('org-1'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@northwind.test',
  role: 'businessUser',
};

describe('toCreateUserBody', () => {
  it('leaves out blank optional fields, so no password means an invitation', () => {
    expect(toCreateUserBody({ ...filled, phone: '  ' }, { withOrganization: false })).toEqual({
      email: 'ada@northwind.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'businessUser',
    });
  });

  it('sends the organization only for the operator', () => {
    expect(toCreateUserBody(filled, { withOrganization: true }).organizationId).toBe('org-1');
    expect(toCreateUserBody(filled, { withOrganization: false })).not.toHaveProperty('organizationId');
  });

  it('sends a password as typed, spaces included', () => {
    expect(toCreateUserBody({ ...filled, password: ' secret ' }, { withOrganization: false }).password).toBe(
      ' secret ',
    );
  });
});

describe('toUpdateUserBody', () => {
  it('sends only what changed', () => {
    expect(
      toUpdateUserBody(filled, { ...filled, lastName: 'King', role: 'companyAdmin', disabled: true }),
    ).toEqual({
      lastName: 'King',
      role: 'companyAdmin',
      disabled: true,
    });
    expect(toUpdateUserBody(filled, { ...filled, firstName: ' Ada ' })).toEqual({});
  });
});

describe('userFormRules', () => {
  it("asks for a role with SPEC.md's message and refuses a username with spaces", () => {
    expect(userFormRules({ ...filled, role: '', username: 'ada l' }, {})).toEqual({
      role: messages.required.role,
      username: messages.usernameWithoutSpace,
    });
    expect(userFormRules(filled, { email: 'x' })).toEqual({ email: 'x' });
  });
});

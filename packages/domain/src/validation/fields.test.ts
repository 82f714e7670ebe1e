import { describe, expect, it } from 'vitest';
import {
  canadianPostalCodeSchema,
  contactNumberSchema,
  emailSchema,
  firstNameSchema,
  integerField,
  isHttpUrl,
  isIsoDate,
  lastNameSchema,
  moneyField,
  newsletterEmailSchema,
  passwordSchema,
  phoneSchema,
  subscriptionEmailSchema,
  usernameSchema,
  usZipSchema,
  zipOrPostalCodeSchema,
} from './fields';
import { messages } from './messages';
import { firstError } from './test-helpers';

describe('email schemas', () => {
  it.each([
    [emailSchema, 'jane@example.com', undefined],
    [emailSchema, '  jane@example.com ', undefined],
    [emailSchema, '', 'Please enter email'],
    [emailSchema, '   ', 'Please enter email'],
    [emailSchema, undefined, 'Please enter email'],
    [emailSchema, 'jane@example', 'Please enter valid email'],
    [emailSchema, 'jane example@x.com', 'Please enter valid email'],
    [emailSchema, `${'a'.repeat(250)}@x.com`, 'Please enter valid email'],
    [newsletterEmailSchema, '', 'Please Enter Email'],
    [newsletterEmailSchema, 'nope', 'Please Enter Valid Email'],
    [newsletterEmailSchema, 'a@b.co', undefined],
    [subscriptionEmailSchema, '', 'Please enter email address'],
    [subscriptionEmailSchema, 'a@b', 'Please enter valid email'],
  ])('%#: %j → %s', (schema, input, message) => {
    expect(firstError(schema, input)).toBe(message);
  });
});

describe('phone schemas', () => {
  it.each([
    [phoneSchema, '+1 555-123-4567', undefined],
    [phoneSchema, '5551234567', undefined],
    [phoneSchema, '', 'Please enter phone'],
    [phoneSchema, '(555) 123-4567', 'Phone number not valid'],
    [phoneSchema, '555.123.4567', 'Phone number not valid'],
    [phoneSchema, 'call me', 'Phone number not valid'],
    [phoneSchema, '+-- -', 'Phone number not valid'],
    [phoneSchema, '123456', 'Phone number not valid'],
    [phoneSchema, '1234567890123456', 'Phone number not valid'],
    [contactNumberSchema, '', 'Please enter contact number'],
    [contactNumberSchema, '555x1234', 'Please enter valid phone number'],
    [contactNumberSchema, '+44 20 7946 0958', undefined],
  ])('%#: %j → %s', (schema, input, message) => {
    expect(firstError(schema, input)).toBe(message);
  });
});

describe('name schemas', () => {
  it.each([
    [firstNameSchema, 'Jane', undefined],
    [firstNameSchema, "O'Brien", undefined],
    [firstNameSchema, 'O’Brien', undefined],
    [firstNameSchema, 'José', undefined],
    [firstNameSchema, '', 'Please enter first name'],
    [firstNameSchema, 'Mary Ann', 'Please enter valid first name'],
    [firstNameSchema, 'Jane-Doe', 'Please enter valid first name'],
    [firstNameSchema, 'R2D2', 'Please enter valid first name'],
    [firstNameSchema, 'a'.repeat(51), 'Please enter valid first name'],
    [lastNameSchema, '', 'Please enter last name'],
    [lastNameSchema, 'Smith!', 'Please enter valid last name'],
  ])('%#: %j → %s', (schema, input, message) => {
    expect(firstError(schema, input)).toBe(message);
  });
});

describe('usernameSchema', () => {
  it.each([
    ['jane.doe', undefined],
    ['jane@example.com', undefined],
    ['', 'Please enter username'],
    [undefined, 'Please enter username'],
    ['jane doe', 'Please enter username without space'],
    [' jane', 'Please enter username without space'],
    ['jane\t', 'Please enter username without space'],
  ])('%j → %s', (input, message) => {
    expect(firstError(usernameSchema, input)).toBe(message);
  });
});

describe('passwordSchema', () => {
  it.each([
    ['', 'Please enter password'],
    ['12345', 'Password should be minimum 6 characters'],
    ['123456', undefined],
    ['a'.repeat(15), undefined],
    ['a'.repeat(16), 'Password must be maximum 15 characters'],
    ['  spaced  ', undefined],
  ])('%j → %s', (input, message) => {
    expect(firstError(passwordSchema, input)).toBe(message);
  });

  it('reports only the required message for an empty password', () => {
    const result = passwordSchema.safeParse('');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please enter password']);
  });
});

describe('zip and postal code schemas', () => {
  it.each([
    [usZipSchema, '12345', undefined],
    [usZipSchema, '', 'Please enter zipcode'],
    [usZipSchema, '1234', 'Please enter valid zipcode'],
    [usZipSchema, '123456', 'Please enter valid zipcode'],
    [usZipSchema, '12345-6789', 'Please enter valid zipcode'],
    [usZipSchema, 'K1A 0B1', 'Please enter valid zipcode'],
    [canadianPostalCodeSchema, 'K1A 0B1', undefined],
    [canadianPostalCodeSchema, 'k1a0b1', undefined],
    [canadianPostalCodeSchema, '', 'Please enter postal code'],
    [canadianPostalCodeSchema, 'D1A 0B1', 'Please enter valid postal code'],
    [canadianPostalCodeSchema, 'W1A 0B1', 'Please enter valid postal code'],
    [canadianPostalCodeSchema, 'K1A  0B1', 'Please enter valid postal code'],
    [canadianPostalCodeSchema, '12345', 'Please enter valid postal code'],
    [zipOrPostalCodeSchema, '12345', undefined],
    [zipOrPostalCodeSchema, 'H2X 1Y4', undefined],
    [zipOrPostalCodeSchema, '', 'Please enter zipcode'],
    [zipOrPostalCodeSchema, '1234', 'Please enter valid zipcode'],
    [zipOrPostalCodeSchema, 'ABC DEF', 'Please enter valid zipcode'],
  ])('%#: %j → %s', (schema, input, message) => {
    expect(firstError(schema, input)).toBe(message);
  });
});

describe('moneyField', () => {
  const schema = moneyField('Please enter selling price', 'Please enter valid selling price');

  it.each([
    ['12', undefined],
    ['12.5', undefined],
    ['0.1234', undefined],
    ['9999999999.9999', undefined],
    ['00000000000012.50', undefined],
    ['', 'Please enter selling price'],
    // A unit price column is numeric(14,4): 11 digits before the point would overflow it.
    ['99999999999', 'Please enter valid selling price'],
    ['999999999999.9999', 'Please enter valid selling price'],
    [undefined, 'Please enter selling price'],
    ['12.34567', 'Please enter valid selling price'],
    ['-1', 'Please enter valid selling price'],
    ['1e3', 'Please enter valid selling price'],
    ['1,000', 'Please enter valid selling price'],
    ['.5', 'Please enter valid selling price'],
    ['1'.repeat(21), 'Please enter valid selling price'],
  ])('%j → %s', (input, message) => {
    expect(firstError(schema, input)).toBe(message);
  });

  it('rejects a number: money travels as a string', () => {
    expect(firstError(schema, 12)).toBe('Please enter selling price');
  });

  it.each([
    // An amount column is numeric(14,2): 12 digits and 2 decimals.
    [{ column: 'amount' }, '999999999999.99', undefined],
    [{ column: 'amount' }, '1000000000000', 'Please enter valid amount'],
    [{ column: 'amount' }, '1.234', 'Please enter valid amount'],
    // A tighter bound, and zero refused.
    [{ column: 'amount', integerDigits: 10 }, '9999999999.99', undefined],
    [{ column: 'amount', integerDigits: 10 }, '10000000000', 'Please enter valid amount'],
    [{ column: 'amount', positive: true }, '0.00', 'Please enter valid amount'],
    [{ column: 'amount', positive: true }, '0.01', undefined],
    // integerDigits never loosens the column's own bound.
    [{ column: 'unitPrice', integerDigits: 20 }, '99999999999', 'Please enter valid amount'],
  ] as const)('%j: %j → %s', (options, input, message) => {
    expect(firstError(moneyField('Please enter amount', 'Please enter valid amount', options), input)).toBe(
      message,
    );
  });
});

describe('integerField', () => {
  const schema = integerField('Please enter number available', 'Please enter valid number available', 1);

  it.each([
    [1, undefined],
    [500, undefined],
    [undefined, 'Please enter number available'],
    [0, 'Please enter valid number available'],
    [1.5, 'Please enter valid number available'],
    ['5', 'Please enter valid number available'],
    [Number.NaN, 'Please enter valid number available'],
  ])('%j → %s', (input, message) => {
    expect(firstError(schema, input)).toBe(message);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2024-13-01', false],
    ['2024-04-31', false],
    ['2024-1-01', false],
    ['02/29/2024', false],
  ])('%s → %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://www.fedex.com/track?id=1', true],
    ['http://ups.com', true],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['www.example.com', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isHttpUrl(value)).toBe(valid);
  });
});

describe('messages', () => {
  it('uses the texts SPEC.md gives to the letter', () => {
    expect(messages.newsletterEmailRequired).toBe('Please Enter Email');
    expect(messages.newsletterEmailInvalid).toBe('Please Enter Valid Email');
    expect(messages.subscriptionEmailRequired).toBe('Please enter email address');
    expect(messages.invalid.phone).toBe('Phone number not valid');
    expect(messages.invalid.email).toBe('Please enter valid email');
    expect(messages.invalid.contactNumber).toBe('Please enter valid phone number');
    expect(messages.passwordMin).toBe('Password should be minimum 6 characters');
    expect(messages.passwordMax).toBe('Password must be maximum 15 characters');
    expect(messages.usernameWithoutSpace).toBe('Please enter username without space');
    expect(messages.passwordMismatch).toBe("Password didn't match. Try Again");
    expect(messages.invalid.zipcode).toBe('Please enter valid zipcode');
    expect(messages.salePriceRange).toBe(
      'Sale price should be between minimum and maximum price of the product',
    );
  });

  it("writes every required message as 'Please enter <field>'", () => {
    for (const message of Object.values(messages.required)) expect(message).toMatch(/^Please enter \S/);
    for (const message of Object.values(messages.invalid))
      expect(message).toMatch(/^Please enter |^Phone number not valid$/);
  });

  it('has one required message for each field SPEC.md §5 lists', () => {
    const required = Object.values(messages.required);
    for (const field of [
      'theme',
      'logo image',
      'favicon',
      'remote URL',
      'organization address',
      'organization name',
      'first name',
      'last name',
      'display name',
      'username',
      'phone',
      'title',
      'description',
      'email',
      'password',
      'old password',
      'new password',
      'confirm password',
      'company name',
      'street address',
      'contact number',
      'city',
      'country',
      'state',
      'zipcode',
      'province',
      'postal code',
      'role',
    ]) {
      expect(required).toContain(`Please enter ${field}`);
    }
  });
});

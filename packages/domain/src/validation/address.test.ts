import { describe, expect, it } from 'vitest';
import { addressSchema, isListedCountry, zipcodeProblem } from './address';
import { errorsOf } from './test-helpers';

const usAddress = {
  firstname: 'Jane',
  lastname: "O'Neil",
  company: 'Acme Telecom',
  email: 'jane@acme.com',
  contactnumber: '+1 555-123-4567',
  streetAddress: '1 Main St',
  city: 'Austin',
  country: 'US',
  state: 'TX',
  zipcode: '73301',
};
const caAddress = { ...usAddress, city: 'Ottawa', country: 'Canada', state: 'ON', zipcode: 'K1A 0B1' };

describe('addressSchema', () => {
  it.each([
    ['a US address', usAddress],
    [
      'a US address with long names and address2',
      {
        ...usAddress,
        country: 'United States',
        state: 'Texas',
        address2: 'Suite 5',
        stateLongName: 'Texas',
        countryLongName: 'United States',
      },
    ],
    ['District of Columbia', { ...usAddress, state: 'DC' }],
    ['a Canadian address', caAddress],
    [
      'a Canadian address by alias and province name',
      { ...caAddress, country: 'CAN', state: 'Quebec', zipcode: 'h2x1y4' },
    ],
  ])('accepts %s', (_name, input) => {
    expect(errorsOf(addressSchema, input)).toEqual({});
  });

  it('gives every required-field message for an empty US form', () => {
    expect(errorsOf(addressSchema, {})).toEqual({
      firstname: ['Please enter first name'],
      lastname: ['Please enter last name'],
      company: ['Please enter company name'],
      email: ['Please enter email'],
      contactnumber: ['Please enter contact number'],
      streetAddress: ['Please enter street address'],
      city: ['Please enter city'],
      country: ['Please enter country'],
      state: ['Please enter state'],
      zipcode: ['Please enter zipcode'],
    });
  });

  it('asks Canada for a province and a postal code', () => {
    expect(errorsOf(addressSchema, { ...caAddress, state: '', zipcode: '' })).toEqual({
      state: ['Please enter province'],
      zipcode: ['Please enter postal code'],
    });
  });

  it.each([
    [{ ...usAddress, zipcode: 'K1A 0B1' }, { zipcode: ['Please enter valid zipcode'] }],
    [{ ...usAddress, zipcode: '1234' }, { zipcode: ['Please enter valid zipcode'] }],
    [{ ...caAddress, zipcode: '73301' }, { zipcode: ['Please enter valid postal code'] }],
    [{ ...usAddress, state: 'ON' }, { state: ['Please enter valid state'] }],
    [{ ...caAddress, state: 'TX' }, { state: ['Please enter valid province'] }],
    [{ ...usAddress, country: 'Mexico' }, { country: ['Please enter valid country'] }],
    [{ ...usAddress, email: 'jane@acme' }, { email: ['Please enter valid email'] }],
    [{ ...usAddress, contactnumber: 'abc' }, { contactnumber: ['Please enter valid phone number'] }],
    [{ ...usAddress, firstname: 'Jane2' }, { firstname: ['Please enter valid first name'] }],
    [{ ...usAddress, isAdmin: true }, { '': ['Unrecognized key: "isAdmin"'] }],
  ])('%#: rejects %j', (input, errors) => {
    expect(errorsOf(addressSchema, input)).toEqual(errors);
  });

  it('trims values', () => {
    expect(addressSchema.parse({ ...usAddress, city: '  Austin  ' }).city).toBe('Austin');
  });
});

describe('zipcodeProblem (SPEC.md §5 zip against the country)', () => {
  it.each([
    ['73301', 'US', null],
    ['73301', 'United States', null],
    [' 73301 ', 'usa', null],
    ['K1A 0B1', 'US', 'Please enter valid zipcode'],
    ['1234', 'US', 'Please enter valid zipcode'],
    ['K1A 0B1', 'CA', null],
    ['k1a0b1', 'Canada', null],
    ['73301', 'CA', 'Please enter valid postal code'],
    ['73301', null, null],
    ['K1A 0B1', '', null],
    ['ABCDE', null, 'Please enter valid zipcode'],
  ] as const)('%j in %j → %j', (zip, country, problem) => {
    expect(zipcodeProblem(zip, country)).toBe(problem);
  });

  it.each([
    ['US', true],
    ['Canada', true],
    ['CAN', true],
    ['Mexico', false],
    ['', false],
    [null, false],
  ] as const)('isListedCountry(%j) → %j', (country, listed) => {
    expect(isListedCountry(country)).toBe(listed);
  });
});

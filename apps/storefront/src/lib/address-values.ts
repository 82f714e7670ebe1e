import type { SavedAddress } from '@patchbay/contract';
import { type Address, COUNTRIES, type CountryCode, isCountry } from '@patchbay/domain';

/** An address as typed (SPEC.md §3 Address). Country is a select: the US or Canada. */
export interface AddressValues {
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  contactnumber: string;
  streetAddress: string;
  address2: string;
  city: string;
  country: CountryCode;
  /** The state or province code, from the country's select. */
  state: string;
  zipcode: string;
}

/** Who the address is for, as far as a form can start with it. */
export interface AddressPerson {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
}

export function emptyAddress(buyer?: AddressPerson | null): AddressValues {
  return {
    firstname: buyer?.firstName ?? '',
    lastname: buyer?.lastName ?? '',
    company: buyer?.companyName ?? '',
    email: buyer?.email ?? '',
    contactnumber: '',
    streetAddress: '',
    address2: '',
    city: '',
    country: 'US',
    state: '',
    zipcode: '',
  };
}

const countryName = (code: CountryCode) => COUNTRIES.find((country) => country.code === code)?.name;
const regionName = (code: CountryCode, region: string) =>
  COUNTRIES.find((country) => country.code === code)?.regions.find((r) => r.code === region)?.name;

/** An address as the API takes it (SPEC.md §3): trimmed, long names of country and state added. */
export function toAddressBody(values: AddressValues): Address {
  const address2 = values.address2.trim();
  const stateLongName = regionName(values.country, values.state);
  const countryLongName = countryName(values.country);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    company: values.company.trim(),
    email: values.email.trim(),
    contactnumber: values.contactnumber.trim(),
    streetAddress: values.streetAddress.trim(),
    ...(address2 ? { address2 } : {}),
    city: values.city.trim(),
    country: values.country,
    ...(countryLongName ? { countryLongName } : {}),
    state: values.state.trim(),
    ...(stateLongName ? { stateLongName } : {}),
    zipcode: values.zipcode.trim(),
  };
}

/**
 * A saved address as the form holds it: the country as its code and the state or province as its
 * code, whichever of code, name or alias was stored.
 */
export function fromSavedAddress(saved: SavedAddress['address']): AddressValues {
  const country: CountryCode = isCountry(saved.country, 'CA') ? 'CA' : 'US';
  const wanted = saved.state.trim().toLowerCase();
  const region = COUNTRIES.find((c) => c.code === country)?.regions.find(
    (r) => r.code.toLowerCase() === wanted || r.name.toLowerCase() === wanted,
  );
  return {
    firstname: saved.firstname,
    lastname: saved.lastname,
    company: saved.company ?? '',
    email: saved.email,
    contactnumber: saved.contactnumber,
    streetAddress: saved.streetAddress,
    address2: saved.address2 ?? '',
    city: saved.city,
    country,
    state: region?.code ?? '',
    zipcode: saved.zipcode,
  };
}

/** One line that names a saved address: street, city, state and zip. */
export function addressLine(address: SavedAddress['address']): string {
  return [
    address.streetAddress,
    address.address2,
    address.city,
    `${address.state} ${address.zipcode}`,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}

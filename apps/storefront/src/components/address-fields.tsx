import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES, type CountryCode } from '@patchbay/domain';
import type { AddressValues } from '@/lib/address-values';

const countryData = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/** A form holding an address at `path` (the checkout's shipping or billing address, the address book's). */
type AddressForm = UseFormReturnType<Record<string, AddressValues>>;

export interface AddressFieldsProps<Values> {
  form: UseFormReturnType<Values>;
  path: string;
  /** autocomplete section (WHATWG): 'shipping' or 'billing'. */
  section: 'shipping' | 'billing';
}

/**
 * An address in the US or Canada (SPEC.md §3 Address, §9 countries): the state or province comes
 * from the country's list, and the zip code or postal code is named and checked by country.
 */
export function AddressFields<Values>({ form: anyForm, path, section }: AddressFieldsProps<Values>) {
  const form = anyForm as unknown as AddressForm;
  const address = form.values[path] as AddressValues;
  const country = COUNTRIES.find((c) => c.code === address.country) ?? COUNTRIES[0]!;
  const canada = country.code === 'CA';
  const field = (name: keyof AddressValues) => form.getInputProps(`${path}.${name}`);
  const auto = (token: string) => `section-${section} ${section} ${token}`;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="First name" required autoComplete={auto('given-name')} {...field('firstname')} />
      <TextInput label="Last name" required autoComplete={auto('family-name')} {...field('lastname')} />
      <TextInput label="Company" required autoComplete={auto('organization')} {...field('company')} />
      <TextInput label="Email" type="email" required autoComplete={auto('email')} {...field('email')} />
      <TextInput
        label="Contact number"
        type="tel"
        required
        autoComplete={auto('tel')}
        {...field('contactnumber')}
      />
      <Select
        label="Country"
        required
        data={countryData}
        allowDeselect={false}
        autoComplete={auto('country')}
        {...field('country')}
        onChange={(value) => {
          if (!value || value === address.country) return;
          form.setFieldValue(`${path}.country`, value as CountryCode);
          // A state is not a province: the region is picked again for the new country.
          form.setFieldValue(`${path}.state`, '');
        }}
      />
      <TextInput
        label="Street address"
        required
        autoComplete={auto('address-line1')}
        {...field('streetAddress')}
        style={{ gridColumn: '1 / -1' }}
      />
      <TextInput
        label="Apartment, suite, unit (optional)"
        autoComplete={auto('address-line2')}
        {...field('address2')}
        style={{ gridColumn: '1 / -1' }}
      />
      <TextInput label="City" required autoComplete={auto('address-level2')} {...field('city')} />
      <Select
        label={canada ? 'Province' : 'State'}
        required
        searchable
        data={country.regions.map((region) => ({ value: region.code, label: region.name }))}
        autoComplete={auto('address-level1')}
        {...field('state')}
        value={address.state || null}
        onChange={(value) => form.setFieldValue(`${path}.state`, value ?? '')}
      />
      <TextInput
        label={canada ? 'Postal code' : 'Zip code'}
        required
        autoComplete={auto('postal-code')}
        maxLength={canada ? 7 : 5}
        inputMode={canada ? 'text' : 'numeric'}
        {...field('zipcode')}
      />
    </SimpleGrid>
  );
}

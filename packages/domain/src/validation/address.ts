/** Shipping and billing address (SPEC.md §3 Address, §5 required fields). */
import { z } from 'zod';
import { CANADIAN_PROVINCES, isCountry, US_STATES } from '../countries';
import {
  CANADIAN_POSTAL_CODE_PATTERN,
  contactNumberSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  optionalText,
  requiredText,
  US_ZIP_PATTERN,
} from './fields';
import { messages } from './messages';

function isRegion(value: string, regions: readonly { code: string; name: string }[]): boolean {
  const wanted = value.toLowerCase();
  return regions.some(
    (region) => region.code.toLowerCase() === wanted || region.name.toLowerCase() === wanted,
  );
}

/**
 * SPEC.md §5: a zip checked against its country. A Canadian postal code for Canada ('Please enter
 * valid postal code'), a five-digit zip for the US ('Please enter valid zipcode'); without a known
 * country either passes. The zip is trimmed; null when it is good, else the message.
 */
export function zipcodeProblem(zipcode: string, country: string | null | undefined): string | null {
  const value = zipcode.trim();
  if (isCountry(country, 'CA'))
    return CANADIAN_POSTAL_CODE_PATTERN.test(value) ? null : messages.invalid.postalCode;
  if (isCountry(country, 'US')) return US_ZIP_PATTERN.test(value) ? null : messages.invalid.zipcode;
  return US_ZIP_PATTERN.test(value) || CANADIAN_POSTAL_CODE_PATTERN.test(value)
    ? null
    : messages.invalid.zipcode;
}

/** A country of the list (COUNTRIES, with the aliases of `isCountry`). */
export function isListedCountry(country: string | null | undefined): boolean {
  return isCountry(country, 'US') || isCountry(country, 'CA');
}

/**
 * An address in the US or Canada. `country` accepts the aliases of `isCountry`. For Canada `state`
 * is the province (code or name: 'Please enter province') and `zipcode` the postal code ('Please
 * enter postal code', 'Please enter valid postal code'); otherwise `state` is a US state or DC
 * (code or name) and `zipcode` a five-digit zip ('Please enter valid zipcode').
 */
export const addressSchema = z
  .strictObject({
    firstname: firstNameSchema,
    lastname: lastNameSchema,
    company: requiredText(messages.required.companyName),
    email: emailSchema,
    contactnumber: contactNumberSchema,
    streetAddress: requiredText(messages.required.streetAddress),
    address2: optionalText(),
    city: requiredText(messages.required.city, 100),
    country: requiredText(messages.required.country, 100).refine(isListedCountry, messages.invalid.country),
    countryLongName: optionalText(100),
    /** Checked with the country below: a US state or a Canadian province. */
    state: z.string().trim().optional(),
    stateLongName: optionalText(100),
    /** Checked with the country below: a US zip or a Canadian postal code. */
    zipcode: z.string().trim().optional(),
  })
  .superRefine(
    (value, ctx) => {
      const address = value as { country?: unknown; state?: unknown; zipcode?: unknown };
      const canada = typeof address.country === 'string' && isCountry(address.country, 'CA');
      const state = typeof address.state === 'string' ? address.state.trim() : '';
      const zipcode = typeof address.zipcode === 'string' ? address.zipcode.trim() : '';
      const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });

      if (state === '') add('state', canada ? messages.required.province : messages.required.state);
      else if (!isRegion(state, canada ? CANADIAN_PROVINCES : US_STATES)) {
        add('state', canada ? messages.invalid.province : messages.invalid.state);
      }

      if (zipcode === '') add('zipcode', canada ? messages.required.postalCode : messages.required.zipcode);
      else {
        const problem = zipcodeProblem(zipcode, canada ? 'CA' : 'US');
        if (problem) add('zipcode', problem);
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type Address = z.infer<typeof addressSchema>;

import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FocusEvent } from 'react';
import type { CheckoutFormValues } from '../utils/checkout-form';

type GuestField = keyof CheckoutFormValues['guest'];

/** Where each contact detail goes in the shipping address, typed once. */
const addressField = {
  firstName: 'firstname',
  lastName: 'lastname',
  email: 'email',
  companyName: 'company',
} as const satisfies Record<GuestField, keyof CheckoutFormValues['shippingAddress']>;

/**
 * A guest's contact details (SPEC.md §3 Guest user): the order summary mail goes to this email.
 * Each detail also fills the shipping address's field while that one is empty.
 */
export function GuestContactFields({ form }: { form: UseFormReturnType<CheckoutFormValues> }) {
  const input = (name: GuestField) => {
    const props = form.getInputProps(`guest.${name}`);
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(event);
        const value = form.getValues().guest[name].trim();
        const target = addressField[name];
        if (value && !form.getValues().shippingAddress[target].trim()) {
          form.setFieldValue(`shippingAddress.${target}`, value);
        }
      },
    };
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="First name" required autoComplete="given-name" {...input('firstName')} />
      <TextInput label="Last name" required autoComplete="family-name" {...input('lastName')} />
      <TextInput label="Email" type="email" required autoComplete="email" {...input('email')} />
      <TextInput label="Company" required autoComplete="organization" {...input('companyName')} />
    </SimpleGrid>
  );
}

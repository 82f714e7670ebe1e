import { ADDRESS_KINDS, addressSchema } from '@patchbay/domain';
import { z } from 'zod';
import { addressOut } from './orders';

export const addressKindSchema = z.enum(ADDRESS_KINDS);

/** Messages of the address book, to the letter. */
export const addressBookMessages = {
  labelRequired: 'Please enter a name for this address',
  saved: 'Address saved',
  deleted: 'Address deleted',
  notYours: 'Only the person who saved a shared address can change it',
} as const;

/** A saved address as typed: checked like the checkout's (zip or postal code by country). */
export const savedAddressBodySchema = z.strictObject({
  kind: addressKindSchema,
  label: z.string().trim().min(1, addressBookMessages.labelRequired).max(100),
  address: addressSchema,
  /** Shown to every member of the buyer's organization. */
  shared: z.boolean().default(false),
  /** The one picked first at checkout for this kind. */
  isDefault: z.boolean().default(false),
});
export type SavedAddressBody = z.input<typeof savedAddressBodySchema>;

export const savedAddressSchema = z.object({
  id: z.string(),
  kind: addressKindSchema,
  label: z.string(),
  address: addressOut,
  shared: z.boolean(),
  isDefault: z.boolean(),
  /** The viewer saved it and may change or delete it; otherwise an organization member shared it. */
  mine: z.boolean(),
  ownerName: z.string(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const savedAddressListSchema = z.object({ items: z.array(savedAddressSchema) });
export type SavedAddressList = z.infer<typeof savedAddressListSchema>;

export const savedAddressMutationSchema = z.object({ message: z.string(), address: savedAddressSchema });
export const savedAddressDeleteSchema = z.object({ message: z.string() });

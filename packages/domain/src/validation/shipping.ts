/** The buyer's shipping choice at checkout (SPEC.md §5 Shipping). */
import { z } from 'zod';
import { SHIPPING_METHODS } from '../constants';
import { requiredText } from './fields';
import { messages } from './messages';

export const shippingSelectionSchema = z.strictObject({
  listingId: z
    .string({ error: messages.shippingSelectionRequired })
    .trim()
    .min(1, messages.shippingSelectionRequired),
  shippingMethod: z.literal(SHIPPING_METHODS, {
    error: (issue) =>
      issue.input === undefined ? messages.shippingSelectionRequired : messages.invalid.shippingMethod,
  }),
});
export type ShippingSelection = z.infer<typeof shippingSelectionSchema>;

/**
 * Company name, account number and one shipping selection per product (at least one, each listing
 * at most once). Use `shippingChoiceSchemaFor` to also require a selection for every listing.
 */
export const shippingChoiceSchema = z
  .strictObject({
    companyName: requiredText(messages.required.companyName),
    accountNumber: requiredText(messages.required.accountNumber, 50),
    selections: z
      .array(shippingSelectionSchema, { error: messages.shippingSelectionRequired })
      .min(1, messages.shippingSelectionRequired)
      .max(1000, messages.invalid.tooLong),
  })
  .superRefine((choice, ctx) => {
    const ids = choice.selections.map((selection) => selection.listingId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: messages.shippingSelectionDuplicate, path: ['selections'] });
    }
  });
export type ShippingChoice = z.infer<typeof shippingChoiceSchema>;

/** `shippingChoiceSchema` that also requires a selection for each of `listingIds`. */
export function shippingChoiceSchemaFor(listingIds: readonly string[]) {
  return shippingChoiceSchema.superRefine((choice, ctx) => {
    const chosen = new Set(choice.selections.map((selection) => selection.listingId));
    if (!listingIds.every((id) => chosen.has(id))) {
      ctx.addIssue({ code: 'custom', message: messages.shippingSelectionRequired, path: ['selections'] });
    }
  });
}

import { CONDITIONS, QUICK_ORDER_MAX_LINES } from '@patchbay/domain';
import { z } from 'zod';
import { cartSchema } from './cart';
import { moneySchema } from './money-schema';

/** What quick order says, line by line and for the whole request. */
export const quickOrderMessages = {
  tooManyLines: `Paste at most ${QUICK_ORDER_MAX_LINES} lines at a time`,
  empty: 'Paste or upload at least one line: a part number and a quantity',
  notFound: 'No listing with this part number on this store',
  /** Answer of "Add all to cart". */
  added: (count: number) => (count === 1 ? '1 line added to your cart' : `${count} lines added to your cart`),
} as const;

/** POST /api/cart/quick-order/match: the pasted text or the CSV file's text. */
export const quickOrderMatchBodySchema = z.strictObject({
  text: z.string().max(100_000, 'The text is too long: at most 100,000 characters'),
});
export type QuickOrderMatchBody = z.infer<typeof quickOrderMatchBodySchema>;

/** One listing that sells a line's part number, priced at the line's quantity. */
export const quickOrderOfferSchema = z.object({
  listingId: z.string(),
  productId: z.string(),
  title: z.string(),
  path: z.string(),
  oemName: z.string(),
  oemPartNumber: z.string(),
  condition: z.enum(CONDITIONS),
  seller: z.object({ id: z.string(), name: z.string() }),
  /** The unit price at the line's quantity (volume tiers applied), 4 decimals. */
  unitPrice: moneySchema,
  /** Unit price × quantity, rounded to cents. */
  lineTotal: moneySchema,
  numAvailable: z.number().int(),
  minQuantity: z.number().int(),
  quantityMultiple: z.number().int(),
  /** Why this listing cannot supply the line's quantity ('Only 3 available'); null when it can. */
  problem: z.string().nullable(),
});
export type QuickOrderOffer = z.infer<typeof quickOrderOfferSchema>;

export const QUICK_ORDER_LINE_STATUSES = ['matched', 'problem', 'notFound', 'invalid'] as const;

export const quickOrderLineSchema = z.object({
  /** The line's number in the text, from 1. */
  line: z.number().int(),
  input: z.string(),
  partNumber: z.string(),
  /** null when the quantity could not be read. */
  quantity: z.number().int().nullable(),
  /**
   * matched: `match` can supply the quantity; problem: every listing has a quantity or stock
   * problem (`message`); notFound: no listing on this store; invalid: the line could not be read.
   */
  status: z.enum(QUICK_ORDER_LINE_STATUSES),
  message: z.string().nullable(),
  /** The listing to buy: the cheapest one able to supply the quantity, else the cheapest. */
  match: quickOrderOfferSchema.nullable(),
  /** Other listings of the part number (other sellers or conditions), cheapest first. */
  alternatives: z.array(quickOrderOfferSchema),
});
export type QuickOrderLine = z.infer<typeof quickOrderLineSchema>;

export const quickOrderMatchResponseSchema = z.object({ lines: z.array(quickOrderLineSchema) });
export type QuickOrderMatchResponse = z.infer<typeof quickOrderMatchResponseSchema>;

/** POST /api/cart/quick-order: the chosen listings and quantities, added in one transaction. */
export const quickOrderAddBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        listingId: z.uuid(),
        quantity: z.number().int().min(1).max(1_000_000),
      }),
    )
    .min(1, quickOrderMessages.empty)
    .max(QUICK_ORDER_MAX_LINES, quickOrderMessages.tooManyLines),
});
export type QuickOrderAddBody = z.infer<typeof quickOrderAddBodySchema>;

export const quickOrderAddResponseSchema = z.object({
  message: z.string(),
  cart: cartSchema,
  added: z.array(z.object({ listingId: z.string(), quantity: z.number().int() })),
  /** What could not be added, each with the reason in the cart's words. */
  skipped: z.array(z.object({ listingId: z.string(), title: z.string(), reason: z.string() })),
});
export type QuickOrderAddResponse = z.infer<typeof quickOrderAddResponseSchema>;

/** Product and listing form (SPEC.md §5 Product). */
import { z } from 'zod';
import { priceWithinRange } from '../catalogue-edits';
import { CONDITIONS } from '../constants';
import { compareMoney, MONEY_PATTERN } from '../money';
import { dateField, integerField, moneyField, requiredText, urlField } from './fields';
import { messages } from './messages';

const required = messages.required;
const invalid = messages.invalid;

/** The fields of the product form (SPEC.md §5 Product), each with its required message. */
const productFields = {
  name: requiredText(required.name),
  displayName: requiredText(required.displayName),
  description: requiredText(required.description, 10_000),
  category: requiredText(required.category),
  subCategory: requiredText(required.subCategory),
  minPrice: moneyField(required.minPrice, invalid.minPrice),
  maxPrice: moneyField(required.maxPrice, invalid.maxPrice),
  price: moneyField(required.price, invalid.price),
  totalPrice: moneyField(required.totalPrice, invalid.totalPrice, { column: 'amount' }),
  minQuantity: integerField(required.minQuantity, invalid.minQuantity, 1),
  quantityMultiple: integerField(required.quantityMultiple, invalid.quantityMultiple, 1),
  numAvailable: integerField(required.numAvailable, invalid.numAvailable, 0),
  condition: z.enum(CONDITIONS, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? required.condition : invalid.condition,
  }),
  minShippingEstimate: integerField(required.minShippingEstimate, invalid.minShippingEstimate, 0),
  maxShippingEstimate: integerField(required.maxShippingEstimate, invalid.maxShippingEstimate, 0),
  oemName: requiredText(required.oemName),
  oemModelName: requiredText(required.oemModelName),
  oemPartNumber: requiredText(required.oemPartNumber),
  sellerPartNumber: requiredText(required.sellerPartNumber),
  sellerInternalLocation: requiredText(required.sellerInternalLocation),
  arrivalDate: dateField(required.arrivalDate, invalid.arrivalDate),
  productType: requiredText(required.productType),
};

export type RuleIssueSink = (path: (string | number)[], message: string) => void;

/** The rules across fields: price range, sale price, shipping days. */
export function checkProductRules(product: Record<string, unknown>, add: RuleIssueSink): void {
  const money = (key: string) => {
    const amount = product[key];
    return typeof amount === 'string' && MONEY_PATTERN.test(amount.trim()) ? amount.trim() : undefined;
  };
  const [min, max, price] = [money('minPrice'), money('maxPrice'), money('price')];
  if (min !== undefined && max !== undefined && compareMoney(max, min) < 0)
    add(['maxPrice'], messages.maxPriceBelowMin);
  else if (min !== undefined && max !== undefined && price !== undefined) {
    if (!priceWithinRange(price, { minPrice: min, maxPrice: max })) add(['price'], messages.salePriceRange);
  }
  const { minShippingEstimate: minDays, maxShippingEstimate: maxDays } = product;
  if (typeof minDays === 'number' && typeof maxDays === 'number' && maxDays < minDays) {
    add(['maxShippingEstimate'], messages.maxShippingDaysBelowMin);
  }
}

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * A product with its listing. Prices are decimal strings; quantities and shipping days whole
 * numbers; the arrival date 'YYYY-MM-DD'. The selling price must lie between the minimum and
 * maximum price, both inclusive ('Sale price should be between minimum and maximum price of the
 * product'); the maximum price and maximum shipping days must not be below their minimums.
 */
export const productSchema = z
  .strictObject(productFields)
  .superRefine(
    (value, ctx) =>
      checkProductRules(value as Record<string, unknown>, (path, message) =>
        ctx.addIssue({ code: 'custom', message, path }),
      ),
    { when: isObject },
  );
export type ProductInput = z.infer<typeof productSchema>;

/** The highest rating a product comparison entry can carry. */
export const MAX_RATING = 5;

/**
 * A product insight (comparison) entry: page link, brand, mpn and rating — the last four required
 * fields of SPEC.md §5 Product, which belong to the product insight tool rather than the listing.
 */
export const productInsightSchema = z.strictObject({
  pageLink: urlField(required.pageLink, invalid.pageLink),
  brand: requiredText(required.brand),
  mpn: requiredText(required.mpn),
  rating: z
    .number({ error: (issue) => (issue.input === undefined ? required.rating : invalid.rating) })
    .min(0, invalid.rating)
    .max(MAX_RATING, invalid.rating),
});
export type ProductInsightInput = z.infer<typeof productInsightSchema>;

/**
 * The catalogue's write rules (SPEC.md §3 Product, Listing, Tiered pricing, ProductSpecification;
 * §5 Product; §9 units and conditions): what a seller's product form, an import row and the API
 * all pass before anything is saved. Pure: no I/O, no clock.
 */
import { z } from 'zod';
import { compareMoney, MONEY_PATTERN, moneyPattern } from '../money';
import { toInches, toPounds } from '../units';
import { integerField, moneyField, optionalText, requiredText } from './fields';
import { messages } from './messages';
import { checkProductRules, productSchema } from './product';

const required = messages.required;
const invalid = messages.invalid;

export const MAX_TIERS = 20;
export const MAX_SPECIFICATIONS = 100;
export const MAX_PRODUCT_IMAGES = 12;
export const MAX_TAGS = 50;

/** One quantity break: from minQty to maxQty (null or absent: and up), at a unit price. */
export const tierSchema = z.strictObject({
  minQty: integerField(required.tierMinQty, invalid.tierMinQty, 1),
  maxQty: z
    .number({ error: invalid.tierMaxQty })
    .int(invalid.tierMaxQty)
    .min(1, invalid.tierMaxQty)
    .max(Number.MAX_SAFE_INTEGER, invalid.tierMaxQty)
    .nullable()
    .optional(),
  price: moneyField(required.tierPrice, invalid.tierPrice),
});
export type TierInput = z.infer<typeof tierSchema>;

export const specificationSchema = z.strictObject({
  type: requiredText(required.specificationType, 200),
  value: requiredText(required.specificationValue, 2000),
});
export type SpecificationInput = z.infer<typeof specificationSchema>;

export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

const isMoneyString = (value: unknown): value is string =>
  typeof value === 'string' && MONEY_PATTERN.test(value.trim());

/**
 * The tiered pricing rules: rows in ascending order of minimum quantity, no two ranges sharing a
 * quantity, a maximum not below its minimum, only the last row open-ended, and every tier price
 * below the listing's selling price (a quantity break is a discount). Rows that are malformed
 * are skipped here: their own field messages say what is wrong.
 */
export function tierIssues(tiers: readonly unknown[], sellingPrice: unknown): RuleIssue[] {
  const issues: RuleIssue[] = [];
  let previous: { minQty: number; maxQty: number | null } | undefined;
  tiers.forEach((raw, index) => {
    if (typeof raw !== 'object' || raw === null) return;
    const tier = raw as Record<string, unknown>;
    const minQty = tier.minQty;
    const maxQty = tier.maxQty ?? null;
    if (typeof minQty !== 'number' || !Number.isInteger(minQty)) return;
    if (typeof maxQty === 'number' && maxQty < minQty) {
      issues.push({ path: [index, 'maxQty'], message: messages.tierMaxBelowMin });
    }
    if (previous) {
      if (minQty <= previous.minQty) {
        issues.push({ path: [index, 'minQty'], message: messages.tiersAscending });
      } else if (previous.maxQty === null) {
        issues.push({ path: [index - 1, 'maxQty'], message: messages.onlyLastTierOpen });
      } else if (minQty <= previous.maxQty) {
        issues.push({ path: [index, 'minQty'], message: messages.tiersOverlap });
      }
    }
    if (isMoneyString(tier.price) && isMoneyString(sellingPrice)) {
      if (compareMoney(tier.price.trim(), sellingPrice.trim()) >= 0) {
        issues.push({ path: [index, 'price'], message: messages.tierPriceAboveListing });
      }
    }
    previous = { minQty, maxQty: typeof maxQty === 'number' ? maxQty : null };
  });
  return issues;
}

/** A measurement as typed: a non-negative decimal, as a number or a string. */
const measurement = (message: string) =>
  z
    .union([z.number(), z.string().trim().max(30)], { error: message })
    .refine((value) => value === '' || toPounds(value, 'lb') !== undefined, message)
    .optional();

/** An image is one of ours (/uploads/products/...) or an http(s) URL (imports link images). */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) =>
      /^\/uploads\/products\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/.test(value) ||
      /^https?:\/\/\S+$/.test(value),
    invalid.imageUrl,
  );

const catalogueFields = {
  ...productSchema.shape,
  msrpPrice: z
    .string({ error: invalid.msrpPrice })
    .trim()
    .refine((value) => value === '' || moneyPattern('unitPrice').test(value), invalid.msrpPrice)
    .nullable()
    .optional(),
  isActive: z.boolean().optional(),
  tags: z.array(z.string().trim().min(1).max(100)).max(MAX_TAGS).optional(),
  industry: optionalText(),
  partType: optionalText(),
  manufacturerName: optionalText(),
  manufacturerCountry: optionalText(),
  country: optionalText(),
  /** Converted to pounds with toPounds (SPEC.md §9); the unit defaults to pounds. */
  weight: measurement(invalid.weight),
  weightUnit: z.string().trim().max(20).optional(),
  /** Converted to inches with toInches (SPEC.md §9); the unit defaults to inches. */
  length: measurement(invalid.length),
  width: measurement(invalid.width),
  height: measurement(invalid.height),
  dimensionUnit: z.string().trim().max(20).optional(),
  imageUrls: z.array(imageUrl).max(MAX_PRODUCT_IMAGES).optional(),
  specifications: z.array(specificationSchema).max(MAX_SPECIFICATIONS).optional(),
  tieredPricing: z.array(tierSchema).max(MAX_TIERS).optional(),
  // The listing's settings
  notes: optionalText(5000),
  hsCode: optionalText(50),
  isShippingIncluded: z.boolean().optional(),
  canMakeOfferIfQtyIsZero: z.boolean().optional(),
  isOnOffer: z.boolean().optional(),
  showPriceWOLogin: z.boolean().optional(),
  isFeaturedListing: z.boolean().optional(),
  excludeFromCollectorPortal: z.boolean().optional(),
};

/**
 * The product with its listing as the form, an import row and the API write it: SPEC.md §5's
 * required fields and messages, plus the optional product data, specifications, tiered pricing,
 * units and the listing's offer and visibility settings. Weight and dimensions must be in a unit
 * toPounds / toInches know.
 */
export const catalogueProductSchema = z.strictObject(catalogueFields).superRefine(
  (value, ctx) => {
    const product = value as Record<string, unknown>;
    const add = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', message, path });
    checkProductRules(product, add);
    if (Array.isArray(product.tieredPricing)) {
      for (const issue of tierIssues(product.tieredPricing, product.price)) {
        add(['tieredPricing', ...issue.path], issue.message);
      }
    }
    // A unit is judged only beside a well-formed value: a bad value has its own message.
    const measured = (value: unknown): value is string | number =>
      value !== undefined && value !== '' && toPounds(value as string, 'lb') !== undefined;
    const weight = product.weight;
    if (measured(weight) && toPounds(weight, unitOr(product.weightUnit, 'lb')) === undefined)
      add(['weightUnit'], invalid.weightUnit);
    for (const key of ['length', 'width', 'height'] as const) {
      const size = product[key];
      if (measured(size) && toInches(size, unitOr(product.dimensionUnit, 'in')) === undefined) {
        add(['dimensionUnit'], invalid.dimensionUnit);
        break;
      }
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);
export type CatalogueProductInput = z.infer<typeof catalogueProductSchema>;

function unitOr(unit: unknown, fallback: string): string {
  return typeof unit === 'string' && unit.trim() !== '' ? unit : fallback;
}

/** The product's weight in pounds and dimensions in inches, from what was typed; null when blank. */
export function normalisedMeasurements(input: {
  weight?: string | number | undefined;
  weightUnit?: string | undefined;
  length?: string | number | undefined;
  width?: string | number | undefined;
  height?: string | number | undefined;
  dimensionUnit?: string | undefined;
}): { weight: number | null; length: number | null; width: number | null; height: number | null } {
  const blank = (value: unknown) => value === undefined || value === '';
  const inches = (value: string | number | undefined) =>
    blank(value) ? null : (toInches(value, unitOr(input.dimensionUnit, 'in')) ?? null);
  return {
    weight: blank(input.weight) ? null : (toPounds(input.weight, unitOr(input.weightUnit, 'lb')) ?? null),
    length: inches(input.length),
    width: inches(input.width),
    height: inches(input.height),
  };
}

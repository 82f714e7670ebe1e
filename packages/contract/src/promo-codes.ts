import { messages, moneyField, PROMO_CODE_PATTERN } from '@patchbay/domain';
import { z } from 'zod';

export const promoCodeMessages = {
  code: 'Please enter a code of 3 to 30 letters, digits, - or _',
  value: 'Please enter the discount',
  percent: 'A percentage discount is between 0.01 and 100',
  flat: 'A flat discount is more than $0',
  dates: 'The end must be after the start',
  maxUses: 'Please enter how many times the code may be used (1 or more), or leave it empty',
  duplicate: 'This code already exists for your organization',
  storefront: 'Storefront not found',
  created: 'Promo code added',
  updated: 'Promo code updated',
  deleted: 'Promo code deleted',
  usedNoDelete: 'This promo code has been used: deactivate it instead of deleting it',
} as const;

export const promoCodeStatuses = ['active', 'scheduled', 'expired', 'usedUp', 'inactive'] as const;

const promoCodeFields = {
  code: z.string().trim().regex(PROMO_CODE_PATTERN, promoCodeMessages.code),
  description: z
    .string()
    .trim()
    .max(200)
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  type: z.enum(['percentage', 'flat']),
  value: moneyField(promoCodeMessages.value, promoCodeMessages.value, { positive: true }),
  /** Null: on every storefront the organization's listings show on. */
  storefrontId: z.uuid().nullable(),
  minOrderValue: moneyField(messages.invalid.amount, messages.invalid.amount, {
    column: 'amount',
  }).nullable(),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  maxUses: z
    .number({ error: promoCodeMessages.maxUses })
    .int(promoCodeMessages.maxUses)
    .min(1, promoCodeMessages.maxUses)
    .max(1_000_000, promoCodeMessages.maxUses)
    .nullable(),
  active: z.boolean(),
};

export const createPromoCodeBodySchema = z.strictObject({
  ...promoCodeFields,
  description: promoCodeFields.description.optional(),
  storefrontId: promoCodeFields.storefrontId.optional(),
  minOrderValue: promoCodeFields.minOrderValue.optional(),
  startsAt: promoCodeFields.startsAt.optional(),
  endsAt: promoCodeFields.endsAt.optional(),
  maxUses: promoCodeFields.maxUses.optional(),
  active: promoCodeFields.active.optional(),
});
export type CreatePromoCodeBody = z.infer<typeof createPromoCodeBodySchema>;
export const updatePromoCodeBodySchema = z.strictObject(promoCodeFields).partial();
export type UpdatePromoCodeBody = z.infer<typeof updatePromoCodeBodySchema>;

export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  type: z.enum(['percentage', 'flat']),
  value: z.string(),
  seller: z.object({ id: z.string(), name: z.string() }),
  storefront: z.object({ id: z.string(), title: z.string() }).nullable(),
  minOrderValue: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  active: z.boolean(),
  status: z.enum(promoCodeStatuses),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeSorts = ['code', 'value', 'startsAt', 'endsAt', 'usedCount', 'createdAt'] as const;
export const promoCodeListQuerySchema = z.strictObject({
  q: z.string().trim().max(60).optional(),
  sort: z.enum(promoCodeSorts).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export const promoCodeListSchema = z.object({ items: z.array(promoCodeSchema), total: z.number().int() });
export const promoCodeMutationSchema = z.object({ promoCode: promoCodeSchema, message: z.string() });
export const promoCodeDeleteSchema = z.object({ message: z.string() });

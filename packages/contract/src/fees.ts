import { FEE_TYPES, messages, moneyField, PAYMENT_TYPES } from '@patchbay/domain';
import { z } from 'zod';

export const feeMessages = {
  percent: 'Please enter a percentage (up to 4 decimals)',
  fee: 'Please enter a fee (up to 4 decimals)',
  platformChargesOperatorOnly: 'Only the operator sets the plan and platform charges',
  saved: 'Pricing saved: it applies to orders placed from now on',
  organization: 'Organization not found',
} as const;

/** A percentage as stored (numeric(7,4)): 0 to 999.9999; the domain caps it at 100. */
const percentField = () => moneyField(feeMessages.percent, feeMessages.percent, { integerDigits: 3 });
/** A flat amount or a percentage (numeric(14,4)), as its type says. */
const feeField = () => moneyField(feeMessages.fee, feeMessages.fee);

const processingFeesSchema = z.strictObject(
  Object.fromEntries(PAYMENT_TYPES.map((vendor) => [vendor, percentField()])) as Record<
    (typeof PAYMENT_TYPES)[number],
    ReturnType<typeof percentField>
  >,
);

const scheduleFields = {
  planName: z
    .string()
    .trim()
    .max(80)
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  monthlyFees: moneyField(messages.invalid.amount, messages.invalid.amount, { column: 'amount' }),
  serviceFeeOnOrder: percentField(),
  soldOnStorefrontFees: feeField(),
  soldOnStorefrontFeesType: z.enum(FEE_TYPES),
  soldOnMarketplaceFees: feeField(),
  soldOnMarketplaceFeesType: z.enum(FEE_TYPES),
  processingFees: processingFeesSchema,
};

/** PUT /api/admin/pricing-information: the whole schedule, for the actor's organization or the operator's pick. */
export const feeScheduleBodySchema = z.strictObject({
  organizationId: z.uuid().optional(),
  ...scheduleFields,
});
export type FeeScheduleBody = z.infer<typeof feeScheduleBodySchema>;

export const pricingInformationQuerySchema = z.strictObject({ organizationId: z.uuid().optional() });

export const feeScheduleSchema = z.object({
  planName: z.string().nullable(),
  monthlyFees: z.string(),
  serviceFeeOnOrder: z.string(),
  soldOnStorefrontFees: z.string(),
  soldOnStorefrontFeesType: z.enum(FEE_TYPES),
  soldOnMarketplaceFees: z.string(),
  soldOnMarketplaceFeesType: z.enum(FEE_TYPES),
  processingFees: z.object(
    Object.fromEntries(PAYMENT_TYPES.map((vendor) => [vendor, z.string()])) as Record<
      (typeof PAYMENT_TYPES)[number],
      z.ZodString
    >,
  ),
});
export type FeeScheduleValues = z.infer<typeof feeScheduleSchema>;

export const feeScheduleVersionSchema = feeScheduleSchema.extend({
  id: z.string(),
  effectiveFrom: z.string(),
  changedBy: z.string(),
});
export type FeeScheduleVersion = z.infer<typeof feeScheduleVersionSchema>;

/** GET /api/admin/pricing-information: the schedule in force and every change, newest first. */
export const pricingInformationSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  current: feeScheduleSchema,
  /** False while no change was ever recorded: `current` shows the storefront's and platform's defaults. */
  recorded: z.boolean(),
  /** Whether the viewer may change the plan and platform charges (the operator) or only the service fee. */
  canSetPlatformCharges: z.boolean(),
  history: z.array(feeScheduleVersionSchema),
});
export type PricingInformation = z.infer<typeof pricingInformationSchema>;

export const feeScheduleSavedSchema = z.object({ message: z.string(), version: feeScheduleVersionSchema });

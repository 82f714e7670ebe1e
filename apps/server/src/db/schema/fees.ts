import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { amount, id, isIn, percent } from './common';
import { feeTypes } from './enums';
import { organizations, users } from './organizations';

/**
 * An organization's fee schedule, one row per change (docs/fees.md): the row in force at a moment
 * is the latest whose effective_from is not after it. Rows are never updated, so the list is the
 * history of who changed what and when, and an order placed earlier keeps the fees it was placed
 * under (they are copied onto the order and its items at placement).
 */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name of who changed it, kept when the user is deleted. */
    changedByName: text('changed_by_name').notNull(),
    planName: text('plan_name'),
    monthlyFees: amount('monthly_fees').notNull(),
    serviceFeeOnOrder: percent('service_fee_on_order').notNull(),
    soldOnStorefrontFees: numeric('sold_on_storefront_fees', { precision: 14, scale: 4 }).notNull(),
    soldOnStorefrontFeesType: text('sold_on_storefront_fees_type', { enum: feeTypes }).notNull(),
    soldOnMarketplaceFees: numeric('sold_on_marketplace_fees', { precision: 14, scale: 4 }).notNull(),
    soldOnMarketplaceFeesType: text('sold_on_marketplace_fees_type', { enum: feeTypes }).notNull(),
    processingFeeCard: percent('processing_fee_card').notNull(),
    processingFeeAch: percent('processing_fee_ach').notNull(),
    processingFeePaylater: percent('processing_fee_paylater').notNull(),
    processingFeePaypal: percent('processing_fee_paypal').notNull(),
  },
  (t) => [
    check('fee_schedules_sold_on_storefront_fees_type_check', isIn(t.soldOnStorefrontFeesType, feeTypes)),
    check('fee_schedules_sold_on_marketplace_fees_type_check', isIn(t.soldOnMarketplaceFeesType, feeTypes)),
    check(
      'fee_schedules_fees_check',
      sql`${t.monthlyFees} >= 0 and ${t.serviceFeeOnOrder} >= 0 and ${t.soldOnStorefrontFees} >= 0 and ${t.soldOnMarketplaceFees} >= 0 and ${t.processingFeeCard} >= 0 and ${t.processingFeeAch} >= 0 and ${t.processingFeePaylater} >= 0 and ${t.processingFeePaypal} >= 0`,
    ),
    index('fee_schedules_organization_id_idx').on(t.organizationId, t.effectiveFrom),
  ],
);

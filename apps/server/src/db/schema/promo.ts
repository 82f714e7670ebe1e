import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { amount, createdAt, id, isIn, unitPrice, updatedAt } from './common';
import { feeTypes } from './enums';
import { organizations } from './organizations';
import { storefronts } from './storefronts';

/**
 * A seller organization's promo code, optionally limited to one of its storefronts. Codes are
 * unique per organization regardless of case; look them up with lower(code).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null: valid on every storefront the organization's listings show on. */
    storefrontId: uuid('storefront_id').references(() => storefronts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description'),
    type: text('type', { enum: feeTypes }).notNull(),
    /** Percent (0-100) or a flat amount, as the type says. */
    value: unitPrice('value').notNull(),
    minOrderValue: amount('min_order_value'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promo_codes_type_check', isIn(t.type, feeTypes)),
    check(
      'promo_codes_value_check',
      sql`${t.value} >= 0 and (${t.type} <> 'percentage' or ${t.value} <= 100)`,
    ),
    check('promo_codes_min_order_value_check', sql`${t.minOrderValue} >= 0`),
    check('promo_codes_uses_check', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.maxUses} >= 0)`),
    check('promo_codes_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('promo_codes_code_check', sql`length(trim(${t.code})) > 0`),
    uniqueIndex('promo_codes_organization_id_code_idx').on(t.organizationId, sql`lower(${t.code})`),
    index('promo_codes_storefront_id_idx').on(t.storefrontId),
  ],
);

import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { feeSchedules, paymentProcessingFees, storefronts } from '../../db/schema/index';

type Executor = Database | Tx;

export type FeeScheduleRow = typeof feeSchedules.$inferSelect;
export type FeeScheduleInsert = typeof feeSchedules.$inferInsert;

export async function insertFeeSchedule(tx: Executor, values: FeeScheduleInsert): Promise<FeeScheduleRow> {
  const [row] = await tx.insert(feeSchedules).values(values).returning();
  if (!row) throw new Error('fee schedule not inserted');
  return row;
}

/** Every change of an organization's schedule, newest first. */
export async function listFeeScheduleRows(db: Executor, organizationId: string): Promise<FeeScheduleRow[]> {
  return db
    .select()
    .from(feeSchedules)
    .where(eq(feeSchedules.organizationId, organizationId))
    .orderBy(desc(feeSchedules.effectiveFrom), desc(feeSchedules.id));
}

/** Per organization, the schedule row in force at `at` (the latest not after it). */
export async function findFeeSchedulesInForce(
  db: Executor,
  organizationIds: string[],
  at: Date,
): Promise<FeeScheduleRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .selectDistinctOn([feeSchedules.organizationId])
    .from(feeSchedules)
    .where(and(inArray(feeSchedules.organizationId, organizationIds), lte(feeSchedules.effectiveFrom, at)))
    .orderBy(feeSchedules.organizationId, desc(feeSchedules.effectiveFrom), desc(feeSchedules.id));
}

/**
 * The fees written on each organization's first storefront, the values in force before any
 * schedule was recorded for it (docs/fees.md).
 */
export async function findStorefrontFees(db: Executor, organizationIds: string[]) {
  if (organizationIds.length === 0) return [];
  return db
    .selectDistinctOn([storefronts.organizationId], {
      organizationId: storefronts.organizationId,
      planName: storefronts.planName,
      monthlyFees: storefronts.monthlyFees,
      serviceFeeOnOrder: storefronts.serviceFeeOnOrder,
      soldOnStorefrontFees: storefronts.soldOnStorefrontFees,
      soldOnStorefrontFeesType: storefronts.soldOnStorefrontFeesType,
      soldOnMarketplaceFees: storefronts.soldOnColOrResPortalFees,
      soldOnMarketplaceFeesType: storefronts.soldOnColOrResPortalFeesType,
    })
    .from(storefronts)
    .where(inArray(storefronts.organizationId, organizationIds))
    .orderBy(storefronts.organizationId, sql`${storefronts.isMarketplace} desc`, asc(storefronts.createdAt));
}

/** The platform's processing fee percent per payment vendor (vendors without a row: none). */
export async function listPlatformProcessingFees(db: Executor) {
  return db
    .select({ vendor: paymentProcessingFees.vendor, percent: paymentProcessingFees.processingFee })
    .from(paymentProcessingFees);
}

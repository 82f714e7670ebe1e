import {
  type FeeScheduleBody,
  type FeeScheduleValues,
  type FeeScheduleVersion,
  feeMessages,
  type PricingInformation,
  type SessionUser,
} from '@patchbay/contract';
import {
  type FeeSchedule,
  feeScheduleProblems,
  PAYMENT_TYPES,
  type PaymentType,
  saleFee,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/errors';
import { assertCan, can } from '../accounts/policy';
import { getOrganization } from '../organizations/organizations.service';
import {
  type FeeScheduleRow,
  findFeeSchedulesInForce,
  findStorefrontFees,
  insertFeeSchedule,
  listFeeScheduleRows,
  listPlatformProcessingFees,
} from './fees.repository';

const NO_FEES: Omit<FeeSchedule, 'processingFees'> = {
  planName: null,
  monthlyFees: '0.00',
  serviceFeeOnOrder: '0',
  soldOnStorefrontFees: '0',
  soldOnStorefrontFeesType: 'percentage',
  soldOnMarketplaceFees: '0',
  soldOnMarketplaceFeesType: 'percentage',
};

function scheduleOf(row: FeeScheduleRow): FeeSchedule {
  return {
    planName: row.planName,
    monthlyFees: row.monthlyFees,
    serviceFeeOnOrder: row.serviceFeeOnOrder,
    soldOnStorefrontFees: row.soldOnStorefrontFees,
    soldOnStorefrontFeesType: row.soldOnStorefrontFeesType,
    soldOnMarketplaceFees: row.soldOnMarketplaceFees,
    soldOnMarketplaceFeesType: row.soldOnMarketplaceFeesType,
    processingFees: {
      card: row.processingFeeCard,
      ach: row.processingFeeAch,
      paylater: row.processingFeePaylater,
      paypal: row.processingFeePaypal,
    },
  };
}

async function platformProcessingFees(db: Database): Promise<Record<PaymentType, string>> {
  const rows = await listPlatformProcessingFees(db);
  return Object.fromEntries(
    PAYMENT_TYPES.map((vendor) => [vendor, rows.find((r) => r.vendor === vendor)?.percent ?? '0']),
  ) as Record<PaymentType, string>;
}

/**
 * Each organization's schedule in force at `at`: its latest recorded change not after `at`, or,
 * while none was ever recorded, the fees written on its storefront and the platform's processing
 * fees (none at all for an organization without a storefront).
 */
export async function feeSchedulesInForce(
  db: Database,
  organizationIds: string[],
  at: Date,
): Promise<Map<string, { schedule: FeeSchedule; recorded: boolean }>> {
  const ids = [...new Set(organizationIds)];
  const result = new Map<string, { schedule: FeeSchedule; recorded: boolean }>();
  for (const row of await findFeeSchedulesInForce(db, ids, at)) {
    result.set(row.organizationId, { schedule: scheduleOf(row), recorded: true });
  }
  const missing = ids.filter((id) => !result.has(id));
  if (missing.length === 0) return result;
  const processingFees = await platformProcessingFees(db);
  const legacy = await findStorefrontFees(db, missing);
  for (const id of missing) {
    const { organizationId: _, ...fees } = legacy.find((l) => l.organizationId === id) ?? {
      organizationId: id,
      ...NO_FEES,
    };
    result.set(id, { schedule: { ...fees, processingFees }, recorded: false });
  }
  return result;
}

/**
 * The fees a checkout charges at `at` (docs/fees.md): the buyer-facing service and processing fees
 * of the storefront's organization, and per seller the platform's fee on each sold line.
 */
export async function checkoutFees(
  db: Database,
  input: {
    storefront: { organizationId: string; serviceFeeOnOrder: string };
    sellerIds: string[];
    paymentType: PaymentType;
    at: Date;
  },
) {
  const owner = input.storefront.organizationId;
  const schedules = await feeSchedulesInForce(db, [owner, ...input.sellerIds], input.at);
  const own = schedules.get(owner);
  return {
    // Before a schedule is recorded the storefront's own service fee applies, as it always did.
    serviceFeePercent: own?.recorded ? own.schedule.serviceFeeOnOrder : input.storefront.serviceFeeOnOrder,
    processingFeePercent: own?.schedule.processingFees[input.paymentType] ?? '0',
    saleFee(sellerId: string, lineTotal: string) {
      const seller = schedules.get(sellerId)?.schedule ?? { ...NO_FEES, processingFees: {} };
      return saleFee(seller, { onOwnStorefront: sellerId === owner, lineTotal });
    },
  };
}

const values = (s: FeeSchedule): FeeScheduleValues => ({ ...s });

function toVersion(row: FeeScheduleRow): FeeScheduleVersion {
  return {
    ...values(scheduleOf(row)),
    id: row.id,
    effectiveFrom: row.effectiveFrom.toISOString(),
    changedBy: row.changedByName,
  };
}

/** The organization a pricing request is about: the actor's own unless the operator picks one. */
async function targetOrganization(ctx: AppContext, actor: SessionUser, organizationId: string | undefined) {
  assertCan(actor, 'fees.manage');
  const id = organizationId ?? actor.organization?.id;
  if (!id) throw new AppError('not_found', feeMessages.organization);
  // Another organization's id answers 404, as an unknown one (docs/permissions.md).
  return getOrganization(ctx, actor, id);
}

/** GET /api/admin/pricing-information (/pricinginformation). */
export async function getPricingInformation(
  ctx: AppContext,
  actor: SessionUser,
  organizationId: string | undefined,
): Promise<PricingInformation> {
  const organization = await targetOrganization(ctx, actor, organizationId);
  const inForce = (await feeSchedulesInForce(ctx.db, [organization.id], ctx.now())).get(organization.id);
  if (!inForce) throw new Error('no schedule');
  const history = await listFeeScheduleRows(ctx.db, organization.id);
  return {
    organization: { id: organization.id, name: organization.name },
    current: values(inForce.schedule),
    recorded: inForce.recorded,
    canSetPlatformCharges: can(actor, 'organizations.manageAll'),
    history: history.map(toVersion),
  };
}

const PLATFORM_CHARGES = [
  'planName',
  'monthlyFees',
  'soldOnStorefrontFees',
  'soldOnStorefrontFeesType',
  'soldOnMarketplaceFees',
  'soldOnMarketplaceFeesType',
] as const;

/** Compares two decimal strings or names as values ('2.50' equals '2.5'). */
const same = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && /^[\d.]+$/.test(a) && Number(a) === Number(b));

/** Records a version of an organization's schedule, in force from `now` (a save, or a store opened on its plan). */
export async function recordFeeSchedule(
  db: Database | Tx,
  input: {
    organizationId: string;
    schedule: FeeSchedule;
    changedBy: Pick<SessionUser, 'id' | 'displayName'>;
    now: Date;
  },
) {
  const { schedule } = input;
  return insertFeeSchedule(db, {
    organizationId: input.organizationId,
    effectiveFrom: input.now,
    changedBy: input.changedBy.id,
    changedByName: input.changedBy.displayName,
    planName: schedule.planName,
    monthlyFees: schedule.monthlyFees,
    serviceFeeOnOrder: schedule.serviceFeeOnOrder,
    soldOnStorefrontFees: schedule.soldOnStorefrontFees,
    soldOnStorefrontFeesType: schedule.soldOnStorefrontFeesType,
    soldOnMarketplaceFees: schedule.soldOnMarketplaceFees,
    soldOnMarketplaceFeesType: schedule.soldOnMarketplaceFeesType,
    processingFeeCard: schedule.processingFees.card,
    processingFeeAch: schedule.processingFees.ach,
    processingFeePaylater: schedule.processingFees.paylater,
    processingFeePaypal: schedule.processingFees.paypal,
  });
}

/**
 * PUT /api/admin/pricing-information: records a new version of the schedule, in force from now
 * on; orders placed before keep the fees they were placed under. A company admin may change the
 * buyer-facing fees of the own organization; the plan and the platform's charges are the
 * operator's (docs/permissions.md).
 */
export async function setFeeSchedule(ctx: AppContext, actor: SessionUser, body: FeeScheduleBody) {
  const organization = await targetOrganization(ctx, actor, body.organizationId);
  const { organizationId: _, ...schedule } = body;
  const problems = feeScheduleProblems(schedule);
  const first = Object.values(problems)[0];
  if (first) throw new AppError('invalid_data', first, { fields: problems });
  const now = ctx.now();
  if (!can(actor, 'organizations.manageAll')) {
    const current = (await feeSchedulesInForce(ctx.db, [organization.id], now)).get(
      organization.id,
    )?.schedule;
    if (!current || PLATFORM_CHARGES.some((key) => !same(current[key], schedule[key]))) {
      throw forbidden(feeMessages.platformChargesOperatorOnly);
    }
  }
  const row = await recordFeeSchedule(ctx.db, {
    organizationId: organization.id,
    schedule,
    changedBy: actor,
    now,
  });
  return { message: feeMessages.saved, version: toVersion(row) };
}

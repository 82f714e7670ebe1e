import { footerVariants, PERMISSIONS } from '@patchbay/contract';
import {
  CONDITIONS,
  COURIERS,
  FEE_TYPES,
  OFFER_EVENT_ACTIONS,
  OFFER_EVENT_PARTIES,
  ORDER_STATUSES,
  ORGANIZATION_TYPES,
  PAYMENT_TYPES,
  RESELLER_CERTIFICATE_STATUSES,
  ROLES,
  STORED_OFFER_STATUSES,
} from '@patchbay/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { permissionMatrix, permissions } from '../../modules/accounts/policy';
import type { DatabaseHandle } from '../client';
import {
  couriers,
  feeTypes,
  listingConditions,
  offerEventActions,
  offerEventParties,
  offerStatuses,
  orderStatuses,
  organizationTypes,
  paymentMethods,
  resellerCertificateStatuses,
  storefrontFooterVariants,
  userRoles,
} from './enums';

/**
 * The status word lists live once, in packages/domain; the migrated database's CHECK constraints
 * must take exactly those words, no more and no fewer.
 */
describe('status lists of the database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  /** The quoted words of a CHECK constraint as PostgreSQL reads it back. */
  const wordsOf = async (constraint: string) => {
    const { rows } = (await handle.db.execute(
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}`,
    )) as unknown as { rows: { def: string }[] };
    expect(rows).toHaveLength(1);
    return [...rows[0]!.def.matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
  };

  it.each([
    ['order statuses', orderStatuses, ORDER_STATUSES],
    ['offer statuses', offerStatuses, STORED_OFFER_STATUSES],
    ['roles', userRoles, ROLES],
    ['conditions', listingConditions, CONDITIONS],
    ['payment types', paymentMethods, PAYMENT_TYPES],
    ['fee types', feeTypes, FEE_TYPES],
    ['couriers', couriers, COURIERS],
    ['organization types', organizationTypes, ORGANIZATION_TYPES],
    ['reseller certificate statuses', resellerCertificateStatuses, RESELLER_CERTIFICATE_STATUSES],
    ['offer thread parties', offerEventParties, OFFER_EVENT_PARTIES],
    ['offer thread actions', offerEventActions, OFFER_EVENT_ACTIONS],
    ['footer variants', storefrontFooterVariants, footerVariants],
    ['permission names', permissions, PERMISSIONS],
  ] as const)('the server takes its %s from the one list, not a copy', (_name, server, shared) => {
    expect(server).toBe(shared);
  });

  it('the permission matrix has a row for every permission name and no other', () => {
    expect(Object.keys(permissionMatrix).sort()).toEqual([...PERMISSIONS].sort());
  });

  it.each([
    ['orders_status_check', ORDER_STATUSES],
    ['offers_status_check', STORED_OFFER_STATUSES],
    ['offer_items_status_check', STORED_OFFER_STATUSES],
  ])('%s takes exactly the domain list', async (constraint, words) => {
    expect(await wordsOf(constraint)).toEqual([...words].sort());
  });
});

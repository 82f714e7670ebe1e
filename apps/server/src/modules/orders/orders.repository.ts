import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { OrderStatus } from '../../db/schema/enums';
import {
  entityHistory,
  listings,
  orderAdditionalFees,
  orderBuyerLinks,
  orderItems,
  orderNumberSequences,
  orderPaymentHistory,
  orderShippingDetails,
  orders,
  organizations,
  products,
  storefronts,
  transactions,
  users,
} from '../../db/schema/index';

type Executor = Database | Tx;

export type OrderRow = typeof orders.$inferSelect;

/** Sum of the payments recorded on an order (card charges are recorded too). */
const amountPaidSql = sql<string>`coalesce((select sum(${orderPaymentHistory.amount}) from ${orderPaymentHistory} where ${orderPaymentHistory.orderId} = ${orders.id}), 0)::numeric(14,2)::text`;
const itemCountSql = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
const totalQuantitySql = sql<number>`(select coalesce(sum(${orderItems.purchaseQty}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

export interface OrderListFilter {
  storefrontId?: string;
  buyerUserId?: string;
  buyerOrganizationId?: string;
  /** null: every seller (the operator). */
  sellerOrganizationId?: string | null;
  status?: OrderStatus | undefined;
  /** Orders waiting for the seller's shipping quote (awaitingShippingQuote in orders.service). */
  awaitingShippingQuote?: boolean | undefined;
  q?: string | undefined;
  sort: 'date' | 'quantity';
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export async function listOrders(db: Executor, filter: OrderListFilter) {
  const conditions: SQL[] = [eq(orders.checkoutState, 'placed')];
  if (filter.storefrontId) conditions.push(eq(orders.storefrontId, filter.storefrontId));
  if (filter.buyerUserId) conditions.push(eq(orders.buyerUserId, filter.buyerUserId));
  if (filter.buyerOrganizationId) conditions.push(eq(orders.buyerOrganizationId, filter.buyerOrganizationId));
  if (filter.sellerOrganizationId)
    conditions.push(eq(orders.sellerOrganizationId, filter.sellerOrganizationId));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.awaitingShippingQuote) {
    conditions.push(
      sql`${orders.requestedShippingQuote} and ${orders.status} not in ('cancelled', 'shipped') and not exists (select 1 from order_shipping_details d where d.order_id = ${orders.id} and d.shipping_fees is not null)`,
    );
  }
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // '7' and '#7' (how the screens write an order number) both find order 7.
    const numberMatch = /^#?(\d{1,9})$/.exec(filter.q.trim());
    const number = numberMatch ? Number(numberMatch[1]) : null;
    const matches = or(
      ...(number !== null ? [eq(orders.orderNumber, number)] : []),
      sql`(${orders.guestUser}->>'email') ilike ${like}`,
      sql`(${orders.guestUser}->>'companyName') ilike ${like}`,
      sql`concat_ws(' ', ${orders.guestUser}->>'firstName', ${orders.guestUser}->>'lastName') ilike ${like}`,
      sql`(${orders.shippingAddress}->>'company') ilike ${like}`,
      sql`exists (select 1 from users u where u.id = ${orders.buyerUserId} and (u.email ilike ${like} or concat_ws(' ', u.first_name, u.last_name) ilike ${like}))`,
      sql`exists (select 1 from organizations o where o.id = ${orders.buyerOrganizationId} and o.name ilike ${like})`,
    );
    if (matches) conditions.push(matches);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = filter.direction === 'asc' ? asc : desc;
  const order =
    filter.sort === 'quantity'
      ? [direction(totalQuantitySql), direction(orders.dateOrdered), direction(orders.id)]
      : [direction(orders.dateOrdered), direction(orders.id)];
  const [countRow] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { ids: rows.map((r) => r.id), total: countRow?.count ?? 0 };
}

/** The storefronts a buyer (or a buyer organization) placed orders on, by title. */
export async function findBuyerOrderStorefronts(
  db: Executor,
  filter: { buyerUserId?: string; buyerOrganizationId?: string },
) {
  const owner = filter.buyerOrganizationId
    ? eq(orders.buyerOrganizationId, filter.buyerOrganizationId)
    : eq(orders.buyerUserId, filter.buyerUserId ?? '00000000-0000-0000-0000-000000000000');
  return db
    .selectDistinct({ id: storefronts.id, title: storefronts.storefrontTitle })
    .from(orders)
    .innerJoin(storefronts, eq(storefronts.id, orders.storefrontId))
    .where(and(owner, eq(orders.checkoutState, 'placed')))
    .orderBy(asc(storefronts.storefrontTitle));
}

/** Orders with what a list row shows, in the order of `ids`. */
export async function findOrderSummaries(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      order: orders,
      storefront: {
        id: storefronts.id,
        title: storefronts.storefrontTitle,
        customerDomain: storefronts.customerDomain,
        localUrl: storefronts.localUrl,
      },
      seller: {
        id: organizations.id,
        name: organizations.name,
        brandName: organizations.brandName,
        isDiscreteOrg: organizations.isDiscreteOrg,
      },
      buyerUser: {
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        displayName: users.displayName,
      },
      buyerOrganizationName: sql<
        string | null
      >`(select o.name from organizations o where o.id = ${orders.buyerOrganizationId})`,
      amountPaid: amountPaidSql,
      itemCount: itemCountSql,
      totalQuantity: totalQuantitySql,
    })
    .from(orders)
    .innerJoin(storefronts, eq(storefronts.id, orders.storefrontId))
    .innerJoin(organizations, eq(organizations.id, orders.sellerOrganizationId))
    .leftJoin(users, eq(users.id, orders.buyerUserId))
    // A reserved order (its checkout still runs or was abandoned) is seen by nobody.
    .where(and(inArray(orders.id, [...ids]), eq(orders.checkoutState, 'placed')));
  // Placed orders always have a number (orders_placed_number_check).
  const byId = new Map(
    rows.map((r) => [r.order.id, { ...r, order: { ...r.order, orderNumber: r.order.orderNumber ?? 0 } }]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
export type OrderSummaryRow = Awaited<ReturnType<typeof findOrderSummaries>>[number];

/** One order with everything its detail page and its mails show. */
export async function findOrderFull(db: Executor, id: string) {
  const [summary] = await findOrderSummaries(db, [id]);
  if (!summary) return undefined;
  const [storefront] = await db
    .select()
    .from(storefronts)
    .where(eq(storefronts.id, summary.order.storefrontId));
  const [seller] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, summary.order.sellerOrganizationId));
  const items = await db
    .select({
      item: orderItems,
      product: {
        displayName: products.displayName,
        oemName: products.oemName,
        oemPartNumber: products.oemPartNumber,
        imageUrls: products.imageUrls,
      },
      listing: { condition: listings.condition },
    })
    .from(orderItems)
    .innerJoin(listings, eq(listings.id, orderItems.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const [shipping] = await db.select().from(orderShippingDetails).where(eq(orderShippingDetails.orderId, id));
  const payments = await db
    .select()
    .from(orderPaymentHistory)
    .where(eq(orderPaymentHistory.orderId, id))
    .orderBy(asc(orderPaymentHistory.dateRecordPayment), asc(orderPaymentHistory.createdAt));
  const fees = await db
    .select()
    .from(orderAdditionalFees)
    .where(eq(orderAdditionalFees.orderId, id))
    .orderBy(asc(orderAdditionalFees.createdAt), asc(orderAdditionalFees.id));
  const history = await db
    .select({
      after: entityHistory.after,
      createdAt: entityHistory.createdAt,
      actorEmail: users.email,
    })
    .from(entityHistory)
    .leftJoin(users, eq(users.id, entityHistory.actorUserId))
    .where(
      and(
        eq(entityHistory.entityType, 'order'),
        eq(entityHistory.entityId, id),
        eq(entityHistory.action, 'status'),
      ),
    )
    .orderBy(asc(entityHistory.createdAt), asc(entityHistory.id));
  const [transaction] = summary.order.transactionId
    ? await db.select().from(transactions).where(eq(transactions.id, summary.order.transactionId))
    : [];
  if (!storefront || !seller) return undefined;
  return {
    ...summary,
    storefrontRow: storefront,
    sellerRow: seller,
    items,
    shipping,
    payments,
    fees,
    history,
    transaction,
  };
}
export type OrderFull = NonNullable<Awaited<ReturnType<typeof findOrderFull>>>;

/** Locks an order row for a change (seller action, payment), so two changes never interleave. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(tx: Tx, id: string, values: Partial<typeof orders.$inferInsert>) {
  await tx.update(orders).set(values).where(eq(orders.id, id));
}

export async function updateShippingDetail(
  tx: Tx,
  orderId: string,
  values: Partial<typeof orderShippingDetails.$inferInsert>,
) {
  // An order placed without a shipping detail row (older data) gets one: a shipment is never dropped.
  await tx
    .insert(orderShippingDetails)
    .values({ ...values, orderId })
    .onConflictDoUpdate({ target: orderShippingDetails.orderId, set: values });
}

export async function updateTransaction(
  tx: Tx,
  id: string,
  values: Partial<typeof transactions.$inferInsert>,
) {
  await tx.update(transactions).set(values).where(eq(transactions.id, id));
}

export async function insertAdditionalFee(tx: Tx, values: typeof orderAdditionalFees.$inferInsert) {
  await tx.insert(orderAdditionalFees).values(values);
}

export async function sumPayments(tx: Executor, orderId: string): Promise<string> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${orderPaymentHistory.amount}), 0)::numeric(14,2)::text` })
    .from(orderPaymentHistory)
    .where(eq(orderPaymentHistory.orderId, orderId));
  return row?.total ?? '0.00';
}

export async function findAdditionalFeeAmounts(tx: Executor, orderId: string): Promise<string[]> {
  const rows = await tx
    .select({ amount: orderAdditionalFees.amount })
    .from(orderAdditionalFees)
    .where(eq(orderAdditionalFees.orderId, orderId));
  return rows.map((r) => r.amount);
}

export async function findOrderLineTotals(tx: Executor, orderId: string) {
  return tx
    .select({
      listingId: orderItems.listingId,
      purchaseQty: orderItems.purchaseQty,
      purchasePrice: orderItems.purchasePrice,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

/** Stores the hash of a guest's order link token (made when the mail or the answer is written). */
export async function insertOrderBuyerLink(db: Executor, orderId: string, tokenHash: string, now: Date) {
  await db.insert(orderBuyerLinks).values({ orderId, tokenHash, createdAt: now });
}

/** Whether a link token (by its hash) is one of those made for this order. */
export async function hasOrderBuyerLink(db: Executor, orderId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderBuyerLinks.id })
    .from(orderBuyerLinks)
    .where(and(eq(orderBuyerLinks.orderId, orderId), eq(orderBuyerLinks.tokenHash, tokenHash)))
    .limit(1);
  return row !== undefined;
}

/** The seller's next order number (sequential per seller, DESIGN.md §4). */
export async function nextOrderNumber(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .insert(orderNumberSequences)
    .values({ organizationId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderNumberSequences.organizationId,
      set: { lastNumber: sql`${orderNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderNumberSequences.lastNumber });
  if (!row) throw new Error('no order number');
  return row.lastNumber;
}

export async function insertTransaction(tx: Tx, values: typeof transactions.$inferInsert) {
  const [row] = await tx.insert(transactions).values(values).returning();
  if (!row) throw new Error('transaction was not stored');
  return row;
}

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order was not stored');
  return row;
}

export async function insertOrderItems(tx: Tx, values: (typeof orderItems.$inferInsert)[]) {
  if (values.length === 0) return [];
  return tx.insert(orderItems).values(values).returning();
}

export async function insertShippingDetail(tx: Tx, values: typeof orderShippingDetails.$inferInsert) {
  await tx.insert(orderShippingDetails).values(values);
}

export async function insertPaymentHistory(tx: Tx, values: typeof orderPaymentHistory.$inferInsert) {
  const [row] = await tx.insert(orderPaymentHistory).values(values).returning();
  if (!row) throw new Error('payment was not stored');
  return row;
}

export async function insertHistory(tx: Tx, values: typeof entityHistory.$inferInsert) {
  await tx.insert(entityHistory).values(values);
}

/** Offer items among these that were bought already (one accepted offer item is bought once). */
export async function findBoughtOfferItems(db: Executor, offerItemIds: readonly string[]): Promise<string[]> {
  if (offerItemIds.length === 0) return [];
  const rows = await db
    .select({ id: orderItems.offerItemId })
    .from(orderItems)
    .where(inArray(orderItems.offerItemId, [...offerItemIds]));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/** The reserved orders of a checkout, in seller id order (the order their numbers are taken in). */
export async function findReservedOrders(tx: Executor, checkoutAttemptId: string) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.checkoutAttemptId, checkoutAttemptId), eq(orders.checkoutState, 'reserved')))
    .orderBy(asc(orders.sellerOrganizationId), asc(orders.id));
}

/** The units of orders' lines (to give back), listing by listing. */
export async function findOrdersLines(tx: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({ listingId: orderItems.listingId, quantity: orderItems.purchaseQty })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]));
}

/** Deletes reserved orders that will never be placed, with their transactions (items cascade). */
export async function deleteReservedOrders(tx: Tx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const removed = await tx
    .delete(orders)
    .where(and(inArray(orders.id, [...orderIds]), eq(orders.checkoutState, 'reserved')))
    .returning({ transactionId: orders.transactionId });
  const transactionIds = removed.flatMap((r) => (r.transactionId ? [r.transactionId] : []));
  if (transactionIds.length > 0)
    await tx.delete(transactions).where(inArray(transactions.id, transactionIds));
}

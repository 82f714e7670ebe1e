import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { OrderStatus } from '../../db/schema/enums';
import {
  entityHistory,
  listings,
  orderAdditionalFees,
  orderItems,
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
  q?: string | undefined;
  sort: 'date' | 'quantity';
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export async function listOrders(db: Executor, filter: OrderListFilter) {
  const conditions: SQL[] = [];
  if (filter.storefrontId) conditions.push(eq(orders.storefrontId, filter.storefrontId));
  if (filter.buyerUserId) conditions.push(eq(orders.buyerUserId, filter.buyerUserId));
  if (filter.buyerOrganizationId) conditions.push(eq(orders.buyerOrganizationId, filter.buyerOrganizationId));
  if (filter.sellerOrganizationId)
    conditions.push(eq(orders.sellerOrganizationId, filter.sellerOrganizationId));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const number = /^\d{1,9}$/.test(filter.q) ? Number(filter.q) : null;
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

/** Orders with what a list row shows, in the order of `ids`. */
export async function findOrderSummaries(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      order: orders,
      storefront: { id: storefronts.id, title: storefronts.storefrontTitle },
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
    .where(inArray(orders.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.order.id, r]));
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

export async function findGuestAccess(db: Executor, id: string) {
  const [row] = await db.select({ token: orders.guestAccessToken }).from(orders).where(eq(orders.id, id));
  return row?.token ?? null;
}

import {
  type AdminOrderListQuery,
  type BuyerOrderListQuery,
  type OrderAction,
  type OrderAmounts,
  type OrderDetail,
  type OrderListResponse,
  type OrderSummary,
  orderMessages,
  type ReorderResponse,
  type SessionUser,
  SHIPPING_LABELS,
  SHIPPING_METHOD_KEYS,
  SHIPPING_METHOD_NUMBERS,
  type ShippingMethodKey,
} from '@patchbay/contract';
import {
  amountOwed,
  balanceDue,
  buyerCanPayByCard,
  compareMoney,
  formatDate,
  lineTotal,
  type OrderState,
  orderAmounts,
  type PaymentType,
  productPath,
  sellerOrderActions,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import type { OrderStatus } from '../../db/schema/enums';
import type { Address } from '../../db/schema/index';
import { LINK_TOKEN_SLOT } from '../../integrations/mail/mail';
import { enqueueOutbox } from '../../jobs/outbox';
import { AppError, notFound } from '../../lib/errors';
import { assertCan, isOperator, organizationScope } from '../accounts/policy';
import { hashToken, newSecretToken } from '../accounts/tokens';
import {
  type CartOwner,
  productImage,
  productTitle,
  reorderIntoCart,
  sellerName,
} from '../cart/cart.service';
import { absoluteUrl, isUuid } from '../catalog/catalog.service';
import { faqForMail } from '../content/content-admin.service';
import { findSellerRecipients } from '../organizations/organizations.service';
import { adminOrigin, type ResolvedStorefront, storefrontOrigin } from '../storefronts/storefronts.service';
import { invoiceFileName, renderInvoicePdf } from './order-invoice';
import { type OrderMailModel, orderSummaryMail, statusChangeMail } from './order-mails';
import {
  findBuyerOrderStorefronts,
  findOrderFull,
  findOrderSummaries,
  hasOrderBuyerLink,
  insertHistory,
  insertOrderBuyerLink,
  listOrders,
  type OrderFull,
  type OrderRow,
  type OrderSummaryRow,
} from './orders.repository';

// ---- Reading orders -----------------------------------------------------------------------

function buyerOf(row: OrderSummaryRow) {
  const guest = row.order.guestUser;
  if (row.buyerUser) {
    const name =
      [row.buyerUser.firstName, row.buyerUser.lastName].filter(Boolean).join(' ') ||
      row.buyerUser.displayName ||
      row.buyerUser.email;
    return { name, email: row.buyerUser.email, organizationName: row.buyerOrganizationName, isGuest: false };
  }
  return {
    name: guest ? `${guest.firstName} ${guest.lastName}`.trim() : row.order.shippingAddress.firstname,
    email: guest?.email ?? row.order.shippingAddress.email,
    organizationName: guest?.companyName ?? null,
    isGuest: true,
  };
}

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.order.id,
    orderNumber: row.order.orderNumber,
    status: row.order.status,
    dateOrdered: row.order.dateOrdered.toISOString(),
    storefront: { id: row.storefront.id, title: row.storefront.title },
    seller: { id: row.seller.id, name: sellerName(row.seller) },
    buyer: buyerOf(row),
    itemCount: row.itemCount,
    totalQuantity: row.totalQuantity,
    paymentMethod: row.order.paymentMethod,
    requestedShippingQuote: row.order.requestedShippingQuote,
    orderTotal: row.order.orderTotal,
    amountPaid: row.amountPaid,
    balanceDue: amountOwed(row.order.status, row.order.orderTotal, row.amountPaid),
  };
}

function methodKeyOf(stored: string | null | undefined): ShippingMethodKey {
  const found = SHIPPING_METHOD_KEYS.find((key) => String(SHIPPING_METHOD_NUMBERS[key]) === stored);
  return found ?? 'quote';
}

/** The order waits for the seller's shipping quote: asked for one, and none set yet. */
export function awaitingShippingQuote(full: Pick<OrderFull, 'order' | 'shipping'>): boolean {
  return full.order.requestedShippingQuote && (full.shipping?.shippingFees ?? null) === null;
}

/** The amounts of a stored order, by the same rule as the checkout (docs/checkout.md). */
export function storedOrderAmounts(
  order: OrderRow,
  lines: { purchasePrice: string; purchaseQty: number }[],
  fees: string[],
  shipping: string | null,
): OrderAmounts {
  // The waiver was decided at checkout; keep it as it was whatever the seller's flag says now.
  const waived =
    compareMoney(order.processingFee, '0') === 0 &&
    compareMoney(order.processingFeePercent, '0') > 0 &&
    compareMoney(order.subtotal, '0') > 0;
  return orderAmounts({
    lineTotals: lines.map((l) => lineTotal(l)),
    promo:
      compareMoney(order.discountOnOrder, '0') > 0 ? { type: 'flat', value: order.discountOnOrder } : null,
    taxPercent: order.taxPercent,
    serviceFeePercent: order.serviceFeePercent,
    processingFeePercent: order.processingFeePercent,
    creditCardPayPalFlag: waived,
    shipping,
    additionalFees: fees,
  });
}

function amountsOf(full: OrderFull): OrderAmounts {
  return storedOrderAmounts(
    full.order,
    full.items.map((i) => i.item),
    full.fees.map((f) => f.amount),
    awaitingShippingQuote(full) ? null : full.order.shippingFees,
  );
}

export function orderStateOf(full: OrderFull): OrderState {
  return {
    status: full.order.status,
    paymentMethod: full.order.paymentMethod as PaymentType | null,
    awaitingShippingQuote: awaitingShippingQuote(full),
    balanceDue: balanceDue(full.order.orderTotal, full.amountPaid),
  };
}

export function paymentInstructionsOf(
  full: Pick<OrderFull, 'order' | 'sellerRow'>,
): { bankTransferInstructions: string | null; paymentLink: string | null } | null {
  const method = full.order.paymentMethod;
  if (method === 'ach' || method === 'paylater') {
    return { bankTransferInstructions: full.sellerRow.bankTransferInstructions, paymentLink: null };
  }
  if (method === 'paypal') {
    return {
      bankTransferInstructions: null,
      paymentLink: payPalLink(full.sellerRow.paypalLink, full.order.orderTotal),
    };
  }
  return null;
}

/** A PayPal.me link for an amount: '<link>/<amount>USD'. */
export function payPalLink(link: string | null, amount: string): string | null {
  return link ? `${link.replace(/\/+$/, '')}/${amount}USD` : null;
}

export function shippingLabelOf(full: Pick<OrderFull, 'order' | 'shipping'>): string {
  const method = methodKeyOf(full.shipping?.shippingMethod);
  if (method === 'free') return SHIPPING_LABELS.free;
  if (method === 'buyerArranged') return SHIPPING_LABELS.buyerArranged;
  if (method === 'quote') return awaitingShippingQuote(full) ? SHIPPING_LABELS.quote : 'Shipping quote';
  return full.shipping?.shippingLabel ?? 'Carrier';
}

/**
 * The order page's path: a guest's carries LINK_TOKEN_SLOT where its token goes once the text is
 * sent (withLinkTokens for mails, fillOrderLinks for the checkout's answer); a signed-in buyer's
 * is plain.
 */
export function orderDetailPath(order: Pick<OrderRow, 'id' | 'buyerUserId'>): string {
  return isGuestOrder(order)
    ? `/orderdetails/${order.id}?token=${LINK_TOKEN_SLOT}`
    : `/orderdetails/${order.id}`;
}

export function toOrderDetail(full: OrderFull, audience: 'buyer' | 'admin'): OrderDetail {
  // long-function: one mapping or pass, its steps in order; split, they would pass the same rows around.
  const state = orderStateOf(full);
  const t = full.transaction;
  const address = (a: Address) => ({ ...a, company: a.company ?? null });
  return {
    ...toOrderSummary(full),
    items: full.items.map(({ item, product, listing }) => ({
      id: item.id,
      listingId: item.listingId,
      title: productTitle(product),
      path: productPath(productTitle(product), item.listingId),
      imageUrl: productImage(product),
      oemName: product.oemName,
      oemPartNumber: product.oemPartNumber,
      condition: listing.condition,
      purchaseQty: item.purchaseQty,
      purchasePrice: item.purchasePrice,
      lineTotal: lineTotal(item),
      offerItemId: item.offerItemId,
      isFreeShipping: item.isFreeShipping,
      shippingFee: item.shippingFee,
    })),
    shippingAddress: address(full.order.shippingAddress),
    billingAddress: address(full.order.billingAddress),
    purchaseOrderNumber: full.order.purchaseOrderNumber,
    notesToSeller: full.order.notesToSeller,
    datePaid: full.order.datePaid?.toISOString() ?? null,
    dateShipped: full.order.dateShipped?.toISOString() ?? null,
    amounts: amountsOf(full),
    transaction: t
      ? {
          id: t.id,
          paymentMethod: t.paymentMethod,
          gateway: t.gateway,
          gatewayTransactionId: t.gatewayTransactionId,
          cardBrand: t.cardBrand,
          maskedCardNo: t.maskedCardNo,
          achPayType: t.achPayType,
          amountPaid: t.amountPaid,
          promoCodeApplied: t.promoCodeApplied,
          date: t.date.toISOString(),
        }
      : null,
    shipping: {
      method: methodKeyOf(full.shipping?.shippingMethod),
      label: shippingLabelOf(full),
      shippingFees: full.shipping?.shippingFees ?? null,
      estimatedShippingFees: full.shipping?.estimatedShippingFees ?? null,
      companyName: full.shipping?.companyName ?? null,
      accountNumber: full.shipping?.accountNumber ?? null,
      courier: full.shipping?.courier ?? null,
      courierName: full.shipping?.courierName ?? null,
      trackingNumber: full.shipping?.trackingNumber ?? null,
      trackingUrl: full.shipping?.trackingUrl ?? null,
      shipmentDate: full.shipping?.shipmentDate?.toISOString() ?? null,
    },
    paymentHistory: full.payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      paymentMode: p.paymentMode,
      referenceNumber: p.referenceNumber,
      comment: p.comment,
      dateRecordPayment: p.dateRecordPayment.toISOString(),
    })),
    additionalFees: full.fees.map((f) => ({
      id: f.id,
      feesDetail: f.feesDetail,
      amount: f.amount,
      createdAt: f.createdAt.toISOString(),
    })),
    history: full.history.flatMap((h) => {
      const after = h.after as { status?: OrderStatus; note?: string | null } | null;
      return after?.status
        ? [
            {
              status: after.status,
              at: h.createdAt.toISOString(),
              by: h.actorEmail ?? null,
              note: after.note ?? null,
            },
          ]
        : [];
    }),
    paymentInstructions: paymentInstructionsOf(full),
    canPayByCard: audience === 'buyer' && buyerCanPayByCard(state),
    actions: audience === 'admin' ? (sellerOrderActions(state) as OrderAction[]) : [],
  };
}

/** Whether a guest's link token is one made for this order (only its hash is stored). */
export async function orderLinkOpens(db: Database | Tx, orderId: string, token: string | undefined) {
  return token !== undefined && token.length > 0 && token.length <= 200
    ? hasOrderBuyerLink(db, orderId, hashToken(token))
    : false;
}

/**
 * The token of a guest's order link, made as a mail or the checkout's answer is written: random,
 * only its hash is stored, and it opens that one order.
 */
export async function mintOrderLinkToken(db: Database | Tx, orderId: string): Promise<string> {
  const token = newSecretToken();
  await insertOrderBuyerLink(db, orderId, hashToken(token), new Date());
  return token;
}

/**
 * The placed orders of a checkout's answer as the buyer gets them: a guest's order links get their
 * token now (a replay of the answer gets fresh ones), so the stored answer holds no secret.
 */
export async function fillOrderLinks<T extends { detailPath: string; id: string }>(
  db: Database,
  orders: readonly T[],
): Promise<T[]> {
  return Promise.all(
    orders.map(async (order) =>
      order.detailPath.includes(LINK_TOKEN_SLOT)
        ? {
            ...order,
            detailPath: order.detailPath.replace(LINK_TOKEN_SLOT, await mintOrderLinkToken(db, order.id)),
          }
        : order,
    ),
  );
}

/** A guest order's link in a stored text (mail, idempotent answer): the token goes in when sent. */
export const isGuestOrder = (order: Pick<OrderRow, 'buyerUserId'>) => order.buyerUserId === null;

/**
 * Whether a buyer may see an order: a guest's link (`linkOpens`, checked by orderLinkOpens), the
 * signed-in buyer who placed it, or a member of the buyer organization. Only on the storefront it
 * was placed on.
 */
export function buyerMaySee(
  order: Pick<OrderRow, 'storefrontId' | 'buyerUserId' | 'buyerOrganizationId'>,
  input: { storefront: ResolvedStorefront; viewer: SessionUser | null; linkOpens: boolean },
): boolean {
  if (order.storefrontId !== input.storefront.id) return false;
  if (input.linkOpens) return true;
  const viewer = input.viewer;
  if (!viewer) return false;
  if (order.buyerUserId === viewer.id) return true;
  return (
    order.buyerOrganizationId !== null &&
    viewer.organization !== null &&
    order.buyerOrganizationId === viewer.organization.id
  );
}

/** GET /api/orders/{id}[?token=]: the buyer's view; anyone else gets 404. */
export async function getBuyerOrder(
  ctx: AppContext,
  input: {
    storefront: ResolvedStorefront;
    viewer: SessionUser | null;
    id: string;
    token?: string | undefined;
  },
): Promise<OrderDetail> {
  if (!isUuid(input.id)) throw notFound(orderMessages.notFound);
  const full = await findOrderFull(ctx.db, input.id);
  const linkOpens = await orderLinkOpens(ctx.db, input.id, input.token);
  if (!full || !buyerMaySee(full.order, { ...input, linkOpens })) throw notFound(orderMessages.notFound);
  return toOrderDetail(full, 'buyer');
}

/**
 * GET /api/orders: the signed-in buyer's own orders, or the buyer organization's: on this
 * storefront, on another one they ordered on, or on all of them (one order history). Each row
 * names the storefront whose page shows its details.
 */
export async function listBuyerOrders(
  ctx: AppContext,
  input: { storefront: ResolvedStorefront; viewer: SessionUser; query: BuyerOrderListQuery },
): Promise<OrderListResponse> {
  const { query, viewer } = input;
  const owner =
    query.scope === 'organization' && viewer.organization
      ? { buyerOrganizationId: viewer.organization.id }
      : { buyerUserId: viewer.id };
  const storefrontId = query.storefront ?? input.storefront.id;
  const { ids, total } = await listOrders(ctx.db, {
    ...(storefrontId === 'all' ? {} : { storefrontId }),
    ...owner,
    status: query.status,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    pageSize: query.pageSize,
  });
  const rows = await findOrderSummaries(ctx.db, ids);
  const items = rows.map((row) => {
    const summary = toOrderSummary(row);
    return {
      ...summary,
      storefront: { ...summary.storefront, origin: storefrontOrigin(ctx.config, row.storefront) },
    };
  });
  const storefronts = await findBuyerOrderStorefronts(ctx.db, owner);
  return { items, total, page: query.page, pageSize: query.pageSize, storefronts };
}

/** GET /api/admin/orders: /allorder (operator, every order) and /mysales (the actor's organization as seller). */
export async function listSellerOrders(
  ctx: AppContext,
  input: { actor: SessionUser; query: AdminOrderListQuery },
): Promise<OrderListResponse> {
  const { actor, query } = input;
  assertCan(actor, 'orders.manage');
  if (query.scope === 'all' && !isOperator(actor)) {
    throw new AppError('forbidden', 'You are not allowed to do that', {
      internal: 'scope=all needs the operator',
    });
  }
  const { ids, total } = await listOrders(ctx.db, {
    sellerOrganizationId: query.scope === 'all' ? null : (actor.organization?.id ?? organizationScope(actor)),
    status: query.status,
    awaitingShippingQuote: query.awaitingShippingQuote,
    q: query.q,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    pageSize: query.pageSize,
  });
  const rows = await findOrderSummaries(ctx.db, ids);
  return { items: rows.map(toOrderSummary), total, page: query.page, pageSize: query.pageSize };
}

/** An order of the actor's organization as seller (any for the operator); others are 404. */
export async function findSellerOrder(db: AppContext['db'] | Tx, actor: SessionUser, id: string) {
  assertCan(actor, 'orders.manage');
  if (!isUuid(id)) throw notFound(orderMessages.notFound);
  const full = await findOrderFull(db, id);
  const scope = organizationScope(actor);
  if (!full || (scope !== null && full.order.sellerOrganizationId !== scope))
    throw notFound(orderMessages.notFound);
  return full;
}

export async function getSellerOrder(ctx: AppContext, input: { actor: SessionUser; id: string }) {
  return toOrderDetail(await findSellerOrder(ctx.db, input.actor, input.id), 'admin');
}

// ---- Mails and mirror rows ----------------------------------------------------------------

export function orderMailModel(
  ctx: AppContext,
  full: OrderFull,
  audience: 'buyer' | 'seller',
): OrderMailModel {
  const origin = storefrontOrigin(ctx.config, full.storefrontRow);
  const buyer = buyerOf(full);
  const amounts = amountsOf(full);
  const due = balanceDue(amounts.total, full.amountPaid);
  return {
    storefront: {
      title: full.storefrontRow.storefrontTitle,
      logoUrl: full.storefrontRow.logo1 ? absoluteUrl(origin, full.storefrontRow.logo1) : null,
      themeColor: full.storefrontRow.themeColor,
      origin,
    },
    order: {
      id: full.order.id,
      orderNumber: full.order.orderNumber,
      status: full.order.status,
      dateOrdered: full.order.dateOrdered,
      paymentMethod: full.order.paymentMethod,
      purchaseOrderNumber: full.order.purchaseOrderNumber,
      notesToSeller: full.order.notesToSeller,
      shippingLabel: shippingLabelOf(full),
      shippingAddress: full.order.shippingAddress,
      billingAddress: full.order.billingAddress,
    },
    seller: { name: sellerName(full.sellerRow) },
    buyer: { name: buyer.name, email: buyer.email, company: buyer.organizationName },
    items: full.items.map(({ item, product }) => ({
      title: productTitle(product),
      partNumber: product.oemPartNumber,
      quantity: item.purchaseQty,
      unitPrice: item.purchasePrice,
      lineTotal: lineTotal(item),
    })),
    amounts,
    amountPaid: full.amountPaid,
    balanceDue: due,
    // Nothing left to pay (a paid order's "shipped" mail): no bank transfer details, no pay link.
    paymentInstructions: compareMoney(due, '0') > 0 ? paymentInstructionsOf(full) : null,
    detailUrl:
      audience === 'buyer'
        ? `${origin}${orderDetailPath(full.order)}`
        : `${adminOrigin(ctx.config)}/mysales?order=${full.order.id}`,
    linkToken:
      audience === 'buyer' && isGuestOrder(full.order)
        ? ({ kind: 'order-link', id: full.order.id } as const)
        : undefined,
  };
}

/** Where the buyer's mails go: the signed-in buyer's address, else the guest's. */
export function buyerEmail(full: OrderFull): string {
  return buyerOf(full).email;
}

/** SPEC.md §7 Order record fields (create, and the base of every patch). */
export function orderRecordFields(full: OrderFull) {
  const amounts = amountsOf(full);
  const buyer = buyerOf(full);
  return {
    orderId: full.order.id,
    orderNumber: full.order.orderNumber,
    status: full.order.status,
    dateOrdered: formatDate(full.order.dateOrdered, 'MM/DD/YYYY'),
    storefront: full.storefrontRow.storefrontTitle,
    seller: full.sellerRow.name,
    buyerEmail: buyer.email,
    buyerName: buyer.name,
    buyerCompany: buyer.organizationName,
    guestUser: buyer.isGuest,
    paymentMethod: full.order.paymentMethod,
    purchaseOrderNumber: full.order.purchaseOrderNumber,
    requestedShippingQuote: full.order.requestedShippingQuote,
    isFreeShipping: full.order.isFreeShipping,
    subtotal: amounts.subtotal,
    discountOnOrder: amounts.discount,
    tax: amounts.tax,
    serviceFee: amounts.serviceFee,
    processingFee: amounts.processingFee,
    shippingFees: amounts.shipping,
    additionalFees: amounts.additionalFees,
    orderTotal: amounts.total,
    amountPaid: full.amountPaid,
  };
}

/**
 * The mails and mirror rows of a placed order, queued in the placing transaction: the order
 * summary to the buyer and to the seller, the Order row and its OrderItem rows.
 */
export async function enqueuePlacedOrder(ctx: AppContext, tx: Tx, full: OrderFull): Promise<string[]> {
  const ids: string[] = [];
  const buyerModel = orderMailModel(ctx, full, 'buyer');
  // The buyer's summary carries the PDF invoice.
  const invoice = await renderInvoicePdf(buyerModel);
  ids.push(
    await enqueueOutbox(tx, {
      kind: 'mail',
      payload: {
        ...orderSummaryMail({ ...buyerModel, faq: await faqForMail(tx, full.storefrontRow.id) }, 'buyer', [
          buyerEmail(full),
        ]),
        attachments: [
          {
            filename: invoiceFileName(full.order.orderNumber),
            contentType: 'application/pdf',
            contentBase64: invoice.toString('base64'),
          },
        ],
      },
    }),
  );
  const sellerTo = await findSellerRecipients(tx, full.order.sellerOrganizationId);
  if (sellerTo.length > 0) {
    ids.push(
      await enqueueOutbox(tx, {
        kind: 'mail',
        payload: orderSummaryMail(orderMailModel(ctx, full, 'seller'), 'seller', sellerTo),
      }),
    );
  }
  ids.push(
    await enqueueOutbox(tx, {
      kind: 'records',
      payload: { table: 'Order', operation: 'create', records: [{ fields: orderRecordFields(full) }] },
    }),
  );
  ids.push(
    await enqueueOutbox(tx, {
      kind: 'records',
      payload: {
        table: 'OrderItem',
        operation: 'create',
        records: full.items.map(({ item, product }) => ({
          fields: {
            orderItemId: item.id,
            orderId: full.order.id,
            orderNumber: full.order.orderNumber,
            listing: item.listingId,
            listingOrg: item.listingOrgId,
            partNumber: product.oemPartNumber,
            purchaseQty: item.purchaseQty,
            purchasePrice: item.purchasePrice,
            lineTotal: lineTotal(item),
            offerItemId: item.offerItemId,
            isFreeShipping: item.isFreeShipping,
            shippingFee: item.shippingFee,
            date: formatDate(full.order.dateOrdered, 'MM/DD/YYYY'),
          },
        })),
      },
    }),
  );
  return ids;
}

/**
 * Records a status change that was just written: the entity history row, the Order mirror patch
 * and the buyer's mail, all in the caller's transaction.
 */
export async function recordStatusChange(
  ctx: AppContext,
  tx: Tx,
  input: {
    order: Pick<OrderRow, 'id' | 'sellerOrganizationId' | 'storefrontId'>;
    from: OrderStatus | null;
    to: OrderStatus;
    actorUserId: string | null;
    note: string | null;
  },
): Promise<string[]> {
  await insertHistory(tx, {
    entityType: 'order',
    entityId: input.order.id,
    action: 'status',
    actorUserId: input.actorUserId,
    organizationId: input.order.sellerOrganizationId,
    storefrontId: input.order.storefrontId,
    before: input.from ? { status: input.from } : null,
    after: { status: input.to, note: input.note },
    createdAt: ctx.now(),
  });
  // A new order's status travels in its Order create row; later changes patch it and mail the buyer.
  if (input.from === null) return [];
  const full = await findOrderFull(tx, input.order.id);
  if (!full) throw new Error(`order ${input.order.id} vanished`);
  return [
    await enqueueOutbox(tx, {
      kind: 'records',
      payload: {
        table: 'Order',
        operation: 'patch',
        records: [
          {
            fields: {
              orderId: full.order.id,
              status: input.to,
              statusDate: formatDate(ctx.now(), 'MM/DD/YYYY'),
            },
          },
        ],
      },
    }),
    await enqueueOutbox(tx, {
      kind: 'mail',
      payload: statusChangeMail(orderMailModel(ctx, full, 'buyer'), [buyerEmail(full)], input.note),
    }),
  ];
}

export function transitionError(from: string, to: string): AppError {
  return new AppError('conflict', orderMessages.transitionNotAllowed(from, to));
}

export type { OrderFull };

/**
 * POST /api/orders/{id}/reorder: the order's items back into the signed-in buyer's cart on this
 * storefront (the order must be one they may see here), each line saying what changed.
 */
export async function reorderOrder(
  ctx: AppContext,
  input: { storefront: ResolvedStorefront; viewer: SessionUser; owner: CartOwner; id: string },
): Promise<ReorderResponse> {
  const order = await getBuyerOrder(ctx, {
    storefront: input.storefront,
    viewer: input.viewer,
    id: input.id,
  });
  const { cart, lines } = await reorderIntoCart(ctx, {
    storefront: input.storefront,
    owner: input.owner,
    viewer: input.viewer,
    items: order.items.map((item) => ({
      listingId: item.listingId,
      title: item.title,
      quantity: item.purchaseQty,
      unitPrice: item.purchasePrice,
    })),
  });
  const added = lines.filter((line) => line.added > 0).length;
  const message =
    added === lines.length
      ? `All ${lines.length === 1 ? 'the item is' : `${lines.length} items are`} back in your cart`
      : `${added} of ${lines.length} items are back in your cart`;
  return { message, cart, lines };
}

/** An order's invoice as a PDF file. */
export interface InvoiceFile {
  fileName: string;
  body: Buffer;
}

/** GET /api/orders/{id}/invoice: the buyer's (or the guest link's) invoice; anyone else 404. */
export async function getBuyerInvoice(
  ctx: AppContext,
  input: {
    storefront: ResolvedStorefront;
    viewer: SessionUser | null;
    id: string;
    token?: string | undefined;
  },
): Promise<InvoiceFile> {
  if (!isUuid(input.id)) throw notFound(orderMessages.notFound);
  const full = await findOrderFull(ctx.db, input.id);
  const linkOpens = await orderLinkOpens(ctx.db, input.id, input.token);
  if (!full || !buyerMaySee(full.order, { ...input, linkOpens })) throw notFound(orderMessages.notFound);
  const body = await renderInvoicePdf(orderMailModel(ctx, full, 'buyer'));
  return { fileName: invoiceFileName(full.order.orderNumber), body };
}

/** GET /api/admin/orders/{id}/invoice: the seller's copy (`orders.manage`); another seller's order 404. */
export async function getSellerInvoice(
  ctx: AppContext,
  input: { actor: SessionUser; id: string },
): Promise<InvoiceFile> {
  const full = await findSellerOrder(ctx.db, input.actor, input.id);
  const body = await renderInvoicePdf(orderMailModel(ctx, full, 'seller'));
  return { fileName: invoiceFileName(full.order.orderNumber), body };
}

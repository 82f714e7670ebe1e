import { randomBytes } from 'node:crypto';
import {
  type CheckoutBody,
  type CheckoutQuote,
  type CheckoutQuoteBody,
  type CheckoutResponse,
  checkoutMessages,
  GENERIC_ERROR_MESSAGE,
  type OrderAmounts,
  type PlacedOrder,
  type SessionUser,
  SHIPPING_LABELS,
  SHIPPING_METHOD_NUMBERS,
  type ShippingOption,
  type ShippingSelectionBody,
} from '@patchbay/contract';
import {
  type Address,
  compareMoney,
  formatMoney,
  messages,
  orderAmounts,
  type PaymentType,
  paymentSchema,
  roundMoney,
  shippingWithMarkup,
  sumMoney,
  taxPercentFor,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { PaymentMethod } from '../../db/schema/enums';
import type { ChargeResult } from '../../integrations/payments/payments';
import type { CarrierRate, RateRequest } from '../../integrations/shipping/shipping';
import { AppError, conflict, invalidData } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { isTaxExempt } from '../accounts/accounts.service';
import { deleteCartItems } from '../cart/cart.repository';
import {
  type CartOwner,
  enqueueCartItemDeletes,
  loadCartLines,
  type PricedCartLine,
  sellerName,
} from '../cart/cart.service';
import { findOrderFull } from '../orders/orders.repository';
import {
  enqueuePlacedOrder,
  orderDetailPath,
  paymentInstructionsOf,
  recordStatusChange,
} from '../orders/orders.service';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import {
  findBoughtOfferItems,
  findProcessingFeePercent,
  findPromoCodes,
  findStock,
  insertOrder,
  insertOrderItems,
  insertPaymentHistory,
  insertShippingDetail,
  insertTransaction,
  nextOrderNumber,
  type PromoCodeRow,
  syncSearchStock,
  takeStock,
  usePromoCode,
} from './checkout.repository';
import { FinalFailure, requestHash, runIdempotent } from './idempotency.service';

type Seller = PricedCartLine['row']['seller'];

interface SellerGroup {
  seller: Seller;
  lines: PricedCartLine[];
  subtotal: string;
}

/** The chosen shipping of one order, priced. */
interface PricedShipping {
  selection: ShippingSelectionBody;
  /** What the buyer pays; null while awaiting a quote. */
  amount: string | null;
  label: string;
  rate: CarrierRate | null;
}

interface SellerQuote {
  group: SellerGroup;
  shippingOptions: ShippingOption[];
  shipping: PricedShipping | null;
  /** Why the requested shipping cannot be used (checkout refuses it; the quote leaves it out). */
  shippingError: AppError | null;
  paymentOptions: { paymentType: PaymentType; available: boolean; reason: string | null }[];
  promo: { row: PromoCodeRow; applied: boolean; message: string | null } | null;
  amounts: OrderAmounts;
}

const NO_DESTINATION_REASON = 'Enter a shipping address to see carrier rates';
const RATES_UNAVAILABLE_REASON = 'Carrier rates are not available right now';

function groupBySeller(lines: PricedCartLine[]): SellerGroup[] {
  const groups = new Map<string, SellerGroup>();
  for (const line of lines) {
    const group = groups.get(line.row.seller.id) ?? { seller: line.row.seller, lines: [], subtotal: '0.00' };
    group.lines.push(line);
    group.subtotal = roundMoney(sumMoney([group.subtotal, line.line.lineTotal]), 2);
    groups.set(line.row.seller.id, group);
  }
  return [...groups.values()];
}

/** Free shipping: every line ships included, or the seller's threshold is reached. */
function freeShipping(group: SellerGroup): { available: boolean; reason: string | null } {
  if (group.lines.every((l) => l.row.listing.isShippingIncluded)) return { available: true, reason: null };
  const minimum = group.seller.freeShippingMinOrderAmount;
  if (minimum !== null && compareMoney(group.subtotal, minimum) >= 0)
    return { available: true, reason: null };
  return {
    available: false,
    reason:
      minimum !== null
        ? `Free shipping from ${formatMoney(minimum)}`
        : checkoutMessages.freeShippingNotAvailable,
  };
}

/** The parcel of the lines that do not ship included: weights and dimensions of listing, else product. */
function rateRequest(
  group: SellerGroup,
  destination: NonNullable<CheckoutQuoteBody['destination']>,
): RateRequest {
  return {
    origin: {
      country: group.seller.country ?? 'US',
      state: group.seller.state,
      zip: group.seller.zip,
      city: group.seller.city,
    },
    destination: {
      country: destination.country,
      state: destination.state ?? null,
      zip: destination.zipcode ?? null,
      city: destination.city ?? null,
    },
    packages: group.lines
      .filter((l) => !l.row.listing.isShippingIncluded)
      .map(({ row }) => ({
        quantity: row.item.purchaseQty,
        weightLb: row.listing.unitWeight ?? row.product.weight,
        lengthIn: row.listing.shippingDimensions?.length ?? row.product.length,
        widthIn: row.listing.shippingDimensions?.width ?? row.product.width,
        heightIn: row.listing.shippingDimensions?.height ?? row.product.height,
      })),
  };
}

function paymentOptionsOf(group: SellerGroup) {
  const s = group.seller;
  const minimum = s.minimumCreditOrderValue;
  const payLater = !s.isOfferCredit
    ? { available: false, reason: 'This seller does not offer credit' }
    : minimum !== null && compareMoney(group.subtotal, minimum) < 0
      ? { available: false, reason: `PayLater from ${formatMoney(minimum)}` }
      : { available: true, reason: null };
  return [
    { paymentType: 'card' as const, available: true, reason: null },
    { paymentType: 'ach' as const, available: true, reason: null },
    { paymentType: 'paylater' as const, ...payLater },
    {
      paymentType: 'paypal' as const,
      available: s.paypalLink !== null,
      reason: s.paypalLink !== null ? null : 'This seller does not take PayPal',
    },
  ];
}

function promoProblem(promo: PromoCodeRow, subtotal: string, now: Date): string | null {
  if (!promo.active) return checkoutMessages.promoCodeInvalid;
  if (promo.startsAt && now < promo.startsAt) return checkoutMessages.promoCodeInvalid;
  if (promo.endsAt && now >= promo.endsAt) return checkoutMessages.promoCodeInvalid;
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return checkoutMessages.promoCodeInvalid;
  if (promo.minOrderValue !== null && compareMoney(subtotal, promo.minOrderValue) < 0) {
    return `This promo code applies from ${formatMoney(promo.minOrderValue)}`;
  }
  return null;
}

interface QuoteInput {
  storefront: ResolvedStorefront;
  owner: CartOwner;
  viewer: SessionUser | null;
  destination: CheckoutQuoteBody['destination'];
  selections: Map<string, ShippingSelectionBody>;
  promoCode: string | undefined;
  paymentType: PaymentType;
  /** Placing orders needs carrier rates only for sellers whose chosen shipping is a carrier rate. */
  ratesOnlyWhenChosen?: boolean;
}

/**
 * Prices the cart as orders, one per seller: shipping options and the chosen one, payment options,
 * the promo code, tax for the destination, fees and totals (packages/domain orderAmounts). The
 * quote endpoint and the placing of orders both call this, so they can never disagree.
 */
async function priceCheckout(ctx: AppContext, input: QuoteInput) {
  const now = ctx.now();
  const lines = await loadCartLines(ctx.db, { ...input, now });
  const groups = groupBySeller(lines);
  const taxExempt = await isTaxExempt(ctx, input.viewer);
  const taxPercent = input.destination ? taxPercentFor(input.storefront.taxRates, input.destination) : '0';
  const processingFeePercent = await findProcessingFeePercent(ctx.db, input.paymentType);
  const promos = input.promoCode
    ? await findPromoCodes(ctx.db, {
        code: input.promoCode,
        sellerIds: groups.map((g) => g.seller.id),
        storefrontId: input.storefront.id,
      })
    : [];

  const sellers: SellerQuote[] = [];
  for (const group of groups) {
    const free = freeShipping(group);
    let rates: CarrierRate[] = [];
    let ratesReason: string | null = input.destination?.country ? null : NO_DESTINATION_REASON;
    const request = input.destination?.country ? rateRequest(group, input.destination) : null;
    const selection = input.selections.get(group.seller.id) ?? null;
    const wantRates = !input.ratesOnlyWhenChosen || selection?.method === 'carrier';
    if (request && request.packages.length > 0 && wantRates) {
      try {
        rates = await ctx.integrations.shipping.rates(request);
      } catch {
        ratesReason = RATES_UNAVAILABLE_REASON;
      }
    }
    const shippingOptions: ShippingOption[] = [
      {
        method: 'free',
        label: SHIPPING_LABELS.free,
        amount: '0.00',
        rateId: null,
        estimatedDays: null,
        available: free.available,
        reason: free.reason,
      },
      ...(rates.length > 0
        ? rates.map((rate) => ({
            method: 'carrier' as const,
            label: rate.label,
            amount: shippingWithMarkup(rate.amount),
            rateId: rate.rateId,
            estimatedDays: rate.estimatedDays,
            available: true,
            reason: null,
          }))
        : [
            {
              method: 'carrier' as const,
              label: 'Carrier rates',
              amount: null,
              rateId: null,
              estimatedDays: null,
              available: false,
              reason: ratesReason ?? 'No carrier rate for these items',
            },
          ]),
      {
        method: 'quote',
        label: SHIPPING_LABELS.quote,
        amount: null,
        rateId: null,
        estimatedDays: null,
        available: true,
        reason: null,
      },
      {
        method: 'buyerArranged',
        label: SHIPPING_LABELS.buyerArranged,
        amount: '0.00',
        rateId: null,
        estimatedDays: null,
        available: true,
        reason: null,
      },
    ];

    let shipping: PricedShipping | null = null;
    let shippingError: AppError | null = null;
    if (selection?.method === 'free') {
      if (free.available) shipping = { selection, amount: '0.00', label: SHIPPING_LABELS.free, rate: null };
      else
        shippingError = invalidData(checkoutMessages.freeShippingNotAvailable, {
          sellers: free.reason ?? '',
        });
    } else if (selection?.method === 'carrier') {
      const rate = request
        ? await ctx.integrations.shipping.findRate(request, selection.rateId).catch(() => null)
        : null;
      if (rate) shipping = { selection, amount: shippingWithMarkup(rate.amount), label: rate.label, rate };
      else shippingError = conflict(checkoutMessages.rateNotAvailable);
    } else if (selection?.method === 'quote') {
      shipping = { selection, amount: null, label: SHIPPING_LABELS.quote, rate: null };
    } else if (selection?.method === 'buyerArranged') {
      shipping = { selection, amount: '0.00', label: SHIPPING_LABELS.buyerArranged, rate: null };
    }

    const promoRow = promos.find((p) => p.organizationId === group.seller.id);
    const problem = promoRow ? promoProblem(promoRow, group.subtotal, now) : null;
    const promo = promoRow ? { row: promoRow, applied: problem === null, message: problem } : null;
    const amounts = orderAmounts({
      lineTotals: group.lines.map((l) => l.line.lineTotal),
      promo: promo?.applied ? { type: promo.row.type, value: promo.row.value } : null,
      taxPercent,
      taxExempt,
      serviceFeePercent: input.storefront.serviceFeeOnOrder,
      processingFeePercent,
      creditCardPayPalFlag: group.seller.creditCardPayPalFlag,
      shipping: shipping?.amount ?? null,
    });
    sellers.push({
      group,
      shippingOptions,
      shipping,
      shippingError,
      paymentOptions: paymentOptionsOf(group),
      promo,
      amounts,
    });
  }
  const anyPromoApplied = sellers.some((s) => s.promo?.applied);
  return {
    lines,
    sellers,
    taxExempt,
    promoCodeMessage:
      input.promoCode && !anyPromoApplied
        ? (sellers.find((s) => s.promo)?.promo?.message ?? checkoutMessages.promoCodeInvalid)
        : null,
    problems: lines.flatMap((l) =>
      l.line.problem ? [{ cartItemId: l.line.id, message: l.line.problem }] : [],
    ),
  };
}

interface BuyerInput {
  storefront: ResolvedStorefront;
  owner: CartOwner;
  viewer: SessionUser | null;
}

/** POST /api/checkout/quote: prices the cart for a destination and the choices made so far. */
export async function quoteCheckout(
  ctx: AppContext,
  input: BuyerInput & { body: CheckoutQuoteBody },
): Promise<CheckoutQuote> {
  const { body } = input;
  const priced = await priceCheckout(ctx, {
    ...input,
    destination: body.destination,
    selections: new Map((body.sellers ?? []).flatMap((s) => (s.shipping ? [[s.sellerId, s.shipping]] : []))),
    promoCode: body.promoCode || undefined,
    paymentType: body.paymentType ?? 'card',
  });
  return {
    sellers: priced.sellers.map((s) => ({
      seller: { id: s.group.seller.id, name: sellerName(s.group.seller) },
      items: s.group.lines.map((l) => l.line),
      shippingOptions: s.shippingOptions,
      shipping: s.shipping?.selection ?? null,
      paymentOptions: s.paymentOptions,
      promoCode: s.promo
        ? { code: s.promo.row.code, applied: s.promo.applied, message: s.promo.message }
        : null,
      amounts: s.amounts,
    })),
    total: roundMoney(sumMoney(['0', ...priced.sellers.map((s) => s.amounts.total)]), 2),
    taxExempt: priced.taxExempt,
    promoCodeMessage: priced.promoCodeMessage,
    problems: priced.problems,
  };
}

/** Why one line stops the checkout, naming the item (and how many are left when stock is short). */
function lineError(line: PricedCartLine): AppError {
  const { listing } = line.row;
  if (line.line.problem === null) throw new Error('lineError on a line without a problem');
  if (listing.numAvailable < line.line.quantity && line.row.visible) {
    return conflict(checkoutMessages.notEnoughStock(line.line.title, Math.max(0, listing.numAvailable)));
  }
  return conflict(`${line.line.title}: ${line.line.problem}`);
}

class StockConflict extends Error {
  constructor(
    readonly title: string,
    readonly available: number,
  ) {
    super(checkoutMessages.notEnoughStock(title, available));
  }
}

function fieldsOf(error: { issues: { path: PropertyKey[]; message: string }[] }, prefix: string) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[[prefix, ...issue.path.map(String)].join('.')] ??= issue.message;
  return fields;
}

function ownerKey(owner: CartOwner): string {
  return owner.userId !== undefined ? `user:${owner.userId}` : `guest:${owner.guestId}`;
}

interface Charge {
  sellerId: string;
  result: Extract<ChargeResult, { status: 'succeeded' }>;
  amount: string;
  key: string;
}

async function refundAll(ctx: AppContext, charges: Charge[], log: (error: unknown) => void) {
  for (const charge of charges) {
    try {
      await ctx.integrations.payments.refund(charge.result.chargeId, `refund:${charge.key}`);
    } catch (error) {
      // Logged for operators: the order was not placed and the charge must be given back by hand.
      log(error);
    }
  }
}

/**
 * POST /api/checkout (docs/checkout.md): places one order per seller of the cart.
 * 1. Every amount is priced again here (priceCheckout); lines with a problem, a missing shipping
 *    choice, an unavailable payment type or an invalid promo code stop it before any money moves.
 * 2. Card: each order that is not awaiting a shipping quote is charged for its total, with the
 *    gateway idempotency key '<owner>:<key>:<seller>' (a retry never charges twice).
 * 3. One transaction: stock taken with guarded updates (in listing order, so concurrent checkouts
 *    never deadlock), the search index's stock, order numbers, transactions, orders, items,
 *    shipping details, payments, promo code uses, history, outbox rows (mails, mirror rows), the
 *    cart emptied, and the idempotency record.
 * 4. Anything failing after a charge refunds every charge and writes nothing; the buyer sees which
 *    item ran short and how many are left.
 */
export async function placeOrders(
  ctx: AppContext,
  input: BuyerInput & { body: CheckoutBody; idempotencyKey: string; log: (error: unknown) => void },
): Promise<CheckoutResponse> {
  const { body, viewer, storefront } = input;
  if (!viewer && !body.guest) {
    throw invalidData(checkoutMessages.guestDetailsRequired, {
      guest: checkoutMessages.guestDetailsRequired,
    });
  }
  if (!body.billingSameAsShipping && !body.billingAddress) {
    throw invalidData('Please enter billing address', { billingAddress: 'Please enter billing address' });
  }
  if (body.payment.paymentType === 'ach') {
    const { achPayType: _type, ...ach } = body.payment;
    const parsed = paymentSchema.safeParse(ach);
    if (!parsed.success) {
      const fields = fieldsOf(parsed.error, 'payment');
      throw invalidData(Object.values(fields)[0] ?? messages.invalid.paymentType, fields);
    }
  }
  const owner = `checkout:${ownerKey(input.owner)}`;
  return runIdempotent<CheckoutResponse>(
    ctx,
    { owner, key: input.idempotencyKey, requestHash: requestHash({ storefront: storefront.id, body }) },
    (idempotency) =>
      placeOrdersOnce(ctx, { ...input, gatewayKeyPrefix: `${owner}:${input.idempotencyKey}` }, idempotency),
  );
}

async function placeOrdersOnce(
  ctx: AppContext,
  input: BuyerInput & { body: CheckoutBody; gatewayKeyPrefix: string; log: (error: unknown) => void },
  idempotency: { complete(tx: Tx, response: CheckoutResponse): Promise<void> },
): Promise<CheckoutResponse> {
  const { body, viewer, storefront } = input;
  const paymentType = body.payment.paymentType;
  const priced = await priceCheckout(ctx, {
    ...input,
    destination: body.shippingAddress,
    selections: new Map(body.sellers.map((s) => [s.sellerId, s.shipping])),
    promoCode: body.promoCode || undefined,
    paymentType,
    ratesOnlyWhenChosen: true,
  });
  if (priced.lines.length === 0) throw invalidData(checkoutMessages.emptyCart);
  const blocked = priced.lines.find((l) => l.line.problem !== null);
  if (blocked) throw lineError(blocked);
  const bought = await findBoughtOfferItems(
    ctx.db,
    priced.lines.flatMap((l) => (l.row.item.offerItemId && l.offerApplied ? [l.row.item.offerItemId] : [])),
  );
  if (bought.length > 0) throw conflict('This offer was already bought');
  for (const s of priced.sellers) {
    if (!s.shipping && !s.shippingError) {
      throw invalidData(checkoutMessages.sellerMissing, { sellers: checkoutMessages.sellerMissing });
    }
    if (s.shippingError) throw s.shippingError;
    const option = s.paymentOptions.find((p) => p.paymentType === paymentType);
    if (!option?.available) {
      const message =
        paymentType === 'paylater'
          ? checkoutMessages.payLaterNotAvailable
          : checkoutMessages.payPalNotAvailable;
      throw invalidData(message, { 'payment.paymentType': option?.reason ?? message });
    }
  }
  if (body.promoCode && priced.promoCodeMessage) {
    throw invalidData(priced.promoCodeMessage, { promoCode: priced.promoCodeMessage });
  }

  // Card: charge each order now, unless its shipping is still to be quoted (paid later).
  const charges: Charge[] = [];
  if (body.payment.paymentType === 'card') {
    const token = body.payment.token;
    for (const s of priced.sellers) {
      if (s.shipping?.amount === null || compareMoney(s.amounts.total, '0') <= 0) continue;
      const key = `${input.gatewayKeyPrefix}:${s.group.seller.id}`;
      const result = await ctx.integrations.payments.charge({
        token,
        amount: s.amounts.total,
        currency: 'usd',
        idempotencyKey: key,
        description: `${storefront.storefrontTitle}: order with ${sellerName(s.group.seller)}`,
        metadata: { seller: s.group.seller.id, storefront: storefront.id },
      });
      if (result.status !== 'succeeded') {
        const message =
          result.status === 'declined' ? checkoutMessages.cardDeclined : checkoutMessages.invalidCardToken;
        const error = invalidData(message, { 'payment.token': message });
        await refundAll(ctx, charges, input.log);
        // Nothing was charged yet on a first refusal: the buyer may retry with the same key.
        throw charges.length > 0 || result.status === 'declined' ? new FinalFailure(error) : error;
      }
      charges.push({ sellerId: s.group.seller.id, result, amount: s.amounts.total, key });
    }
  }

  const now = ctx.now();
  const shippingAddress = toAddress(body.shippingAddress);
  const billingAddress = body.billingSameAsShipping
    ? shippingAddress
    : toAddress(body.billingAddress ?? body.shippingAddress);
  // Contact details are a guest's; a signed-in buyer is known by the account.
  const guestUser =
    body.guest && !viewer
      ? {
          firstName: body.guest.firstName,
          lastName: body.guest.lastName,
          email: body.guest.email.toLowerCase(),
          companyName: body.guest.companyName,
          displayName: `${body.guest.firstName} ${body.guest.lastName}`,
        }
      : null;
  const checkoutId = `co_${randomBytes(12).toString('base64url')}`;
  try {
    const { response, outboxIds } = await ctx.db.transaction(async (tx) => {
      // Stock first, in listing order: two checkouts wanting the same listings queue, never deadlock.
      const wanted = new Map<string, { quantity: number; title: string }>();
      for (const line of priced.lines) {
        const entry = wanted.get(line.line.listingId) ?? { quantity: 0, title: line.line.title };
        entry.quantity += line.line.quantity;
        wanted.set(line.line.listingId, entry);
      }
      const listingIds = [...wanted.keys()].sort();
      for (const listingId of listingIds) {
        const entry = wanted.get(listingId);
        if (!entry) continue;
        const left = await takeStock(tx, listingId, entry.quantity);
        if (left === null) throw new StockConflict(entry.title, await findStock(tx, listingId));
      }
      await syncSearchStock(tx, listingIds);

      const placed: PlacedOrder[] = [];
      const outboxIds: string[] = [];
      for (const s of priced.sellers) {
        const charge = charges.find((c) => c.sellerId === s.group.seller.id);
        const shipping = s.shipping;
        if (!shipping) throw new Error('seller without shipping');
        if (s.promo?.applied && !(await usePromoCode(tx, s.promo.row.id))) {
          throw new AppError('invalid_data', checkoutMessages.promoCodeInvalid, {
            fields: { promoCode: checkoutMessages.promoCodeInvalid },
          });
        }
        const orderNumber = await nextOrderNumber(tx, s.group.seller.id);
        const transaction = await insertTransaction(tx, {
          storefrontId: storefront.id,
          buyerUserId: viewer?.id ?? null,
          buyerOrganizationId: viewer?.organization?.id ?? null,
          guestUser,
          paymentMethod: paymentType as PaymentMethod,
          gateway: charge ? ctx.integrations.payments.name : null,
          gatewayTransactionId: charge?.result.chargeId ?? null,
          achPayType: body.payment.paymentType === 'ach' ? body.payment.achPayType : null,
          amountPaid: charge?.amount ?? '0',
          maskedCardNo: charge?.result.last4 ?? null,
          cardBrand: charge?.result.brand ?? null,
          date: now,
          tax: s.amounts.tax,
          taxPercent: s.amounts.taxPercent,
          serviceFee: s.amounts.serviceFee,
          serviceFeePercent: s.amounts.serviceFeePercent,
          processingFee: s.amounts.processingFee,
          processingFeePercent: s.amounts.processingFeePercent,
          promoCodeApplied: s.promo?.applied ? s.promo.row.code : null,
          promoCodeType: s.promo?.applied ? s.promo.row.type : null,
          promoCodeDiscount: s.promo?.applied ? s.amounts.discount : null,
          discountOnOrder: s.amounts.discount,
          orderTotal: s.amounts.total,
          createdAt: now,
        });
        const order = await insertOrder(tx, {
          orderNumber,
          storefrontId: storefront.id,
          sellerOrganizationId: s.group.seller.id,
          buyerOrganizationId: viewer?.organization?.id ?? null,
          buyerUserId: viewer?.id ?? null,
          guestId: input.owner.guestId ?? null,
          guestUser,
          guestAccessToken: viewer ? null : randomBytes(32).toString('base64url'),
          idempotencyKey: `${input.gatewayKeyPrefix}:${s.group.seller.id}`,
          status: charge ? 'paid' : 'submitted',
          billingAddress,
          shippingAddress,
          dateOrdered: now,
          datePaid: charge ? now : null,
          requestedShippingQuote: shipping.selection.method === 'quote',
          isFreeShipping: shipping.selection.method === 'free',
          notesToSeller: body.sellers.find((b) => b.sellerId === s.group.seller.id)?.notesToSeller ?? null,
          purchaseOrderNumber: body.purchaseOrderNumber ?? null,
          transactionId: transaction.id,
          promoCodeId: s.promo?.applied ? s.promo.row.id : null,
          paymentMethod: paymentType as PaymentMethod,
          subtotal: s.amounts.subtotal,
          tax: s.amounts.tax,
          taxPercent: s.amounts.taxPercent,
          serviceFee: s.amounts.serviceFee,
          serviceFeePercent: s.amounts.serviceFeePercent,
          processingFee: s.amounts.processingFee,
          processingFeePercent: s.amounts.processingFeePercent,
          shippingFees: shipping.amount ?? '0',
          discountOnOrder: s.amounts.discount,
          orderTotal: s.amounts.total,
          createdAt: now,
          updatedAt: now,
        });
        await insertOrderItems(
          tx,
          s.group.lines.map((l) => ({
            orderId: order.id,
            listingId: l.line.listingId,
            listingOrgId: s.group.seller.id,
            offerItemId: l.offerApplied ? l.row.item.offerItemId : null,
            purchaseQty: l.line.quantity,
            purchasePrice: l.line.unitPrice,
            isFreeShipping: shipping.selection.method === 'free' || l.row.listing.isShippingIncluded,
            shippingRateId: shipping.rate?.rateId ?? null,
            shippingEstimationFees: shipping.rate ? shipping.rate.amount : null,
            createdAt: now,
          })),
        );
        await insertShippingDetail(tx, {
          orderId: order.id,
          shippingFees: shipping.amount,
          shippingMethod: String(SHIPPING_METHOD_NUMBERS[shipping.selection.method]),
          shippingLabel: shipping.label,
          companyName: shipping.selection.method === 'buyerArranged' ? shipping.selection.companyName : null,
          accountNumber:
            shipping.selection.method === 'buyerArranged' ? shipping.selection.accountNumber : null,
          estimatedShippingFees: shipping.rate ? shipping.rate.amount : null,
          createdAt: now,
          updatedAt: now,
        });
        if (charge) {
          await insertPaymentHistory(tx, {
            orderId: order.id,
            amount: charge.amount,
            paymentMode: 'card',
            referenceNumber: charge.result.chargeId,
            comment: `${charge.result.brand ?? 'Card'} ending ${charge.result.last4 ?? '????'}`,
            dateRecordPayment: now,
          });
        }
        outboxIds.push(
          ...(await recordStatusChange(ctx, tx, {
            order,
            from: null,
            to: order.status,
            actorUserId: viewer?.id ?? null,
            note: null,
          })),
        );
        const full = await findOrderFull(tx, order.id);
        if (!full) throw new Error('placed order vanished');
        outboxIds.push(...(await enqueuePlacedOrder(ctx, tx, full)));
        placed.push({
          id: order.id,
          orderNumber: order.orderNumber,
          status: order.status,
          seller: { id: s.group.seller.id, name: sellerName(s.group.seller) },
          total: order.orderTotal,
          detailPath: orderDetailPath(order),
          paymentInstructions: paymentInstructionsOf(full),
        });
      }
      const cartItemIds = priced.lines.map((l) => l.line.id);
      await deleteCartItems(tx, cartItemIds);
      outboxIds.push(await enqueueCartItemDeletes(tx, cartItemIds));
      const response: CheckoutResponse = {
        checkoutId,
        orders: placed,
        charged: roundMoney(sumMoney(['0', ...charges.map((c) => c.amount)]), 2),
      };
      await idempotency.complete(tx, response);
      return { response, outboxIds };
    });
    ctx.outbox.wake(outboxIds);
    return response;
  } catch (error) {
    const known =
      error instanceof StockConflict
        ? conflict(error.message)
        : isUniqueViolation(error, 'order_items_offer_item_id_idx')
          ? conflict('This offer was already bought')
          : error instanceof AppError
            ? error
            : null;
    if (charges.length > 0) {
      await refundAll(ctx, charges, input.log);
      // Money moved and came back: the key keeps this answer, so a retry cannot reuse the
      // (refunded) charges for orders. The buyer tries again with a new key.
      if (!known) input.log(error);
      throw new FinalFailure(known ?? new AppError('internal', GENERIC_ERROR_MESSAGE));
    }
    throw known ?? error;
  }
}

function toAddress(address: CheckoutBody['shippingAddress'] | Address) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    email: address.email.toLowerCase(),
    contactnumber: address.contactnumber,
    streetAddress: address.streetAddress,
    address2: address.address2 ?? null,
    city: address.city,
    state: address.state ?? '',
    stateLongName: address.stateLongName ?? null,
    country: address.country,
    countryLongName: address.countryLongName ?? null,
    zipcode: address.zipcode ?? '',
  };
}

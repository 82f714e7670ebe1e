import {
  type CheckoutBody,
  type CheckoutQuote,
  type CheckoutQuoteBody,
  checkoutMessages,
  type OrderAmounts,
  type SessionUser,
  SHIPPING_LABELS,
  type ShippingOption,
  type ShippingSelectionBody,
} from '@patchbay/contract';
import {
  type Address,
  type FeeType,
  freeShippingAvailability,
  orderAmounts,
  type PaymentType,
  payLaterAvailability,
  promoCodeRefusal,
  roundMoney,
  shippingWithMarkup,
  sumMoney,
  taxPercentFor,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { CarrierRate, RateRequest } from '../../integrations/shipping/shipping';
import { type AppError, conflict, invalidData } from '../../lib/errors';
import { isTaxExempt } from '../accounts/accounts.service';
import { type CartOwner, loadCartLines, type PricedCartLine, sellerName } from '../cart/cart.service';
import { checkoutFees } from '../fees/fees.service';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import { findPromoCodes, type PromoCodeRow } from './checkout.repository';

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

export interface SellerQuote {
  group: SellerGroup;
  shippingOptions: ShippingOption[];
  shipping: PricedShipping | null;
  /** Why the requested shipping cannot be used (checkout refuses it; the quote leaves it out). */
  shippingError: AppError | null;
  paymentOptions: { paymentType: PaymentType; available: boolean; reason: string | null }[];
  promo: { row: PromoCodeRow; applied: boolean; message: string | null } | null;
  amounts: OrderAmounts;
  /** The platform's fee on each line (SPEC's tcFees), in the order of `group.lines`. */
  saleFees: { type: FeeType; value: string; amount: string }[];
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

function freeShipping(group: SellerGroup) {
  return freeShippingAvailability({
    everyLineShipsIncluded: group.lines.every((l) => l.row.listing.isShippingIncluded),
    subtotal: group.subtotal,
    freeShippingMinimum: group.seller.freeShippingMinOrderAmount,
  });
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
  const payLater = payLaterAvailability({
    sellerOffersCredit: s.isOfferCredit,
    subtotal: group.subtotal,
    minimumCreditOrderValue: s.minimumCreditOrderValue,
  });
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
export async function priceCheckout(ctx: AppContext, input: QuoteInput) {
  // long-function: one mapping or pass, its steps in order; split, they would pass the same rows around.
  const now = ctx.now();
  const lines = await loadCartLines(ctx.db, { ...input, now });
  const groups = groupBySeller(lines);
  const taxExempt = await isTaxExempt(ctx, input.viewer);
  const taxPercent = input.destination ? taxPercentFor(input.storefront.taxRates, input.destination) : '0';
  // The fees in force now: the order copies them, so a later change never reaches it (docs/fees.md).
  const fees = await checkoutFees(ctx.db, {
    storefront: input.storefront,
    sellerIds: groups.map((g) => g.seller.id),
    paymentType: input.paymentType,
    at: now,
  });
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
        serviceKey: null,
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
            serviceKey: `${rate.carrier}: ${rate.service}`,
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
              serviceKey: null,
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
        serviceKey: null,
        estimatedDays: null,
        available: true,
        reason: null,
      },
      {
        method: 'buyerArranged',
        label: SHIPPING_LABELS.buyerArranged,
        amount: '0.00',
        rateId: null,
        serviceKey: null,
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
    // The rule and its wording are packages/domain's (promo-codes.ts).
    const problem = promoRow
      ? promoCodeRefusal(promoRow, { subtotal: group.subtotal, now, sellerName: sellerName(group.seller) })
      : null;
    const promo = promoRow ? { row: promoRow, applied: problem === null, message: problem } : null;
    const amounts = orderAmounts({
      lineTotals: group.lines.map((l) => l.line.lineTotal),
      promo: promo?.applied ? { type: promo.row.type, value: promo.row.value } : null,
      taxPercent,
      taxExempt,
      serviceFeePercent: fees.serviceFeePercent,
      processingFeePercent: fees.processingFeePercent,
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
      saleFees: group.lines.map((l) => fees.saleFee(group.seller.id, l.line.lineTotal)),
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

export interface BuyerInput {
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

export function toAddress(address: CheckoutBody['shippingAddress'] | Address) {
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

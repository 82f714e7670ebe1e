import { randomBytes } from 'node:crypto';
import { uuidv7 } from '../../lib/ids';
import type {
  Address,
  cartItems,
  entityHistory,
  gatewayCharges,
  newsletterSubscriptions,
  offerItemEvents,
  offerItems,
  offers,
  orderAdditionalFees,
  orderItems,
  orderNumberSequences,
  orderPaymentHistory,
  orderShippingDetails,
  orders,
  PaymentMethod,
  quoteRequests,
  sandboxCardTokens,
  sandboxCharges,
  searchKeywordRecords,
  storeSignups,
  transactions,
} from '../schema/index';
import type { Catalog } from './catalog';
import type { Tenants } from './tenants';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type ListingRow = Catalog['listingRows'][number];
type OrganizationRow = Tenants['organizationRows'][number];
type UserRow = Tenants['userRows'][number];
type StorefrontRow = Tenants['storefrontRows'][number];

/** Decimal string -> integer ten-thousandths (exact for the 4-decimal strings used here). */
const units = (value: string) => Math.round(Number(value) * 10_000);
const cents2 = (cents: number) => (cents / 100).toFixed(2);
/** qty x unit price, rounded half-up to cents (DESIGN.md §4: rounding at the line). */
const lineCents = (qty: number, price: string) => Math.floor((qty * units(price) + 50) / 100);
/** cents x percent / 100, rounded half-up. */
const percentOf = (cents: number, percent: string) =>
  Math.floor((cents * units(percent) + 500_000) / 1_000_000);

function addressOf(user: UserRow, org: OrganizationRow): Address {
  const us = org.country === 'US';
  return {
    firstname: user.firstName ?? '',
    lastname: user.lastName ?? '',
    company: org.name,
    email: user.email,
    contactnumber: org.phone ?? '',
    streetAddress: org.address1 ?? '',
    address2: null,
    city: org.city ?? '',
    state: org.state ?? '',
    stateLongName: null,
    country: org.country ?? 'US',
    countryLongName: us ? 'United States' : 'Canada',
    zipcode: org.zip ?? '',
  };
}

function taxPercentFor(storefront: StorefrontRow, address: Address): string {
  const rates = storefront.taxRates ?? [];
  const exact = rates.find((r) => r.country === address.country && r.state === address.state);
  const country = rates.find((r) => r.country === address.country && !r.state);
  return (exact ?? country)?.ratePercent ?? '0';
}

export function buildActivity(tenants: Tenants, catalog: Catalog, now: Date) {
  // long-function: demo data, written out in the order of the story it tells.
  const { organizations: orgs, storefronts: sf, users } = tenants;
  const productById = new Map(catalog.productRows.map((p) => [p.id, p]));
  const buyable = (org: OrganizationRow, min: number, max: number) =>
    catalog.listingRows.filter(
      (l) =>
        l.organizationId === org.id &&
        (l.numAvailable ?? 0) >= 20 &&
        units(l.price) >= min * 10_000 &&
        units(l.price) <= max * 10_000 &&
        (l.minQuantity ?? 1) === 1 &&
        (l.quantityMultiple ?? 1) === 1 &&
        !l.excludeFromCollectorPortal,
    );
  const take = (list: ListingRow[], index: number): ListingRow => {
    const listing = list[index % Math.max(list.length, 1)];
    if (!listing) throw new Error('demo data: no listing fits the demo order');
    return listing;
  };

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const orderItemRows: (typeof orderItems.$inferInsert)[] = [];
  const transactionRows: (typeof transactions.$inferInsert)[] = [];
  const paymentHistoryRows: (typeof orderPaymentHistory.$inferInsert)[] = [];
  const shippingDetailRows: (typeof orderShippingDetails.$inferInsert)[] = [];
  const additionalFeeRows: (typeof orderAdditionalFees.$inferInsert)[] = [];
  // Demo card payments are real sandbox charges, so the demo data keeps money = state too.
  const cardTokenRows: (typeof sandboxCardTokens.$inferInsert)[] = [];
  const sandboxChargeRows: (typeof sandboxCharges.$inferInsert)[] = [];
  const gatewayChargeRows: (typeof gatewayCharges.$inferInsert)[] = [];
  const lastNumber = new Map<string, number>();

  interface DemoOrder {
    storefront: StorefrontRow;
    seller: OrganizationRow;
    buyer?: { user: UserRow; org: OrganizationRow };
    guest?: { id: string; address: Address };
    lines: [ListingRow, number][];
    paymentMethod: PaymentMethod;
    processingPercent: string;
    status: 'submitted' | 'paid' | 'shipped';
    placedAt: Date;
    card?: { brand: string; last4: string };
    additionalFee?: [string, number];
    /** Cents of shipping in the total: a carrier rate, or a shipping quote the seller set. */
    shippingFee?: number;
    /** The buyer asked for a shipping quote. */
    shippingQuote?: boolean;
    /** Free shipping ('1') unless given. */
    shipping?: Partial<typeof orderShippingDetails.$inferInsert>;
  }

  const addOrder = (o: DemoOrder) => {
    // long-function: demo data, written out in the order of the story it tells.
    const address = o.buyer ? addressOf(o.buyer.user, o.buyer.org) : o.guest!.address;
    const subtotal = o.lines.reduce((sum, [l, qty]) => sum + lineCents(qty, l.price), 0);
    const taxPercent = taxPercentFor(o.storefront, address);
    const tax = percentOf(subtotal, taxPercent);
    const serviceFeePercent = o.storefront.serviceFeeOnOrder ?? '0';
    const serviceFee = percentOf(subtotal, serviceFeePercent);
    // SPEC.md §9: no processing fee under 2500 when the seller's credit-card/PayPal flag is set.
    const waived = subtotal < 250_000 && o.seller.creditCardPayPalFlag === true;
    const processingFeePercent = waived ? '0' : o.processingPercent;
    const processingFee = percentOf(subtotal, processingFeePercent);
    const additional = o.additionalFee?.[1] ?? 0;
    const shippingFee = o.shippingFee ?? 0;
    const total = subtotal + tax + serviceFee + processingFee + shippingFee + Math.max(additional, 0);
    const paid = o.status !== 'submitted';
    const transactionId = uuidv7();
    const orderId = uuidv7();
    const number = (lastNumber.get(o.seller.id) ?? 0) + 1;
    lastNumber.set(o.seller.id, number);
    const guestUser = o.guest
      ? {
          email: o.guest.address.email,
          firstName: o.guest.address.firstname,
          lastName: o.guest.address.lastname,
          companyName: o.guest.address.company ?? null,
          city: o.guest.address.city,
          state: o.guest.address.state,
          country: o.guest.address.country,
          zip: o.guest.address.zipcode,
        }
      : null;
    transactionRows.push({
      id: transactionId,
      storefrontId: o.storefront.id,
      buyerUserId: o.buyer?.user.id ?? null,
      buyerOrganizationId: o.buyer?.org.id ?? null,
      guestUser,
      paymentMethod: o.paymentMethod,
      gateway: o.paymentMethod === 'card' ? 'sandbox' : null,
      gatewayTransactionId: o.paymentMethod === 'card' ? `sbx_ch_${randomBytes(8).toString('hex')}` : null,
      achPayType: o.paymentMethod === 'ach' ? 'checking' : null,
      amountPaid: paid ? cents2(total) : '0.00',
      maskedCardNo: o.card?.last4 ?? null,
      cardBrand: o.card?.brand ?? null,
      date: o.placedAt,
      tax: cents2(tax),
      taxPercent,
      serviceFee: cents2(serviceFee),
      serviceFeePercent,
      processingFee: cents2(processingFee),
      processingFeePercent,
      orderTotal: cents2(total),
    });
    orderRows.push({
      id: orderId,
      orderNumber: number,
      storefrontId: o.storefront.id,
      sellerOrganizationId: o.seller.id,
      buyerOrganizationId: o.buyer?.org.id ?? null,
      buyerUserId: o.buyer?.user.id ?? null,
      guestId: o.guest?.id ?? null,
      guestUser,
      status: o.status,
      billingAddress: address,
      shippingAddress: address,
      dateOrdered: o.placedAt,
      datePaid: paid ? new Date(o.placedAt.getTime() + 5 * 60 * 1000) : null,
      dateShipped: o.status === 'shipped' ? new Date(o.placedAt.getTime() + DAY) : null,
      requestedShippingQuote: o.shippingQuote === true,
      isFreeShipping: shippingFee === 0,
      purchaseOrderNumber: o.buyer ? `PO-${o.buyer.org.slug.toUpperCase()}-${4400 + orderRows.length}` : null,
      transactionId,
      paymentMethod: o.paymentMethod,
      subtotal: cents2(subtotal),
      tax: cents2(tax),
      taxPercent,
      serviceFee: cents2(serviceFee),
      serviceFeePercent,
      processingFee: cents2(processingFee),
      processingFeePercent,
      shippingFees: cents2(shippingFee),
      orderTotal: cents2(total),
      createdAt: o.placedAt,
      updatedAt: o.placedAt,
    });
    for (const [listing, qty] of o.lines) {
      orderItemRows.push({
        id: uuidv7(),
        orderId,
        listingId: listing.id,
        listingOrgId: listing.organizationId,
        purchaseQty: qty,
        purchasePrice: listing.price,
        tcFeesType: 'percentage',
        tcFees: '3.0000',
        tcFeesAmount: cents2(percentOf(lineCents(qty, listing.price), '3.0000')),
        isFreeShipping: shippingFee === 0,
        createdAt: o.placedAt,
      });
    }
    if (paid) {
      const paymentId = uuidv7();
      const chargeId = transactionRows.at(-1)!.gatewayTransactionId ?? null;
      paymentHistoryRows.push({
        id: paymentId,
        orderId,
        amount: cents2(total),
        paymentMode: o.paymentMethod,
        referenceNumber: chargeId,
        comment: 'Paid at checkout',
        dateRecordPayment: new Date(o.placedAt.getTime() + 5 * 60 * 1000),
      });
      if (chargeId && o.card) {
        const token = `tok_sandbox_${randomBytes(12).toString('hex')}`;
        cardTokenRows.push({
          token,
          brand: o.card.brand,
          last4: o.card.last4,
          outcome: 'approve',
          createdAt: o.placedAt,
          expiresAt: new Date(o.placedAt.getTime() + 60 * 60 * 1000),
        });
        const idempotencyKey = `checkout:${orderId}`;
        sandboxChargeRows.push({
          id: chargeId,
          idempotencyKey,
          token,
          amount: cents2(total),
          currency: 'usd',
          status: 'succeeded',
          description: 'Demo order',
          createdAt: o.placedAt,
          capturedAt: o.placedAt,
        });
        gatewayChargeRows.push({
          idempotencyKey,
          gateway: 'sandbox',
          orderId,
          amount: cents2(total),
          status: 'captured',
          gatewayChargeId: chargeId,
          brand: o.card.brand,
          last4: o.card.last4,
          orderPaymentId: paymentId,
          createdAt: o.placedAt,
          updatedAt: o.placedAt,
        });
      }
    }
    shippingDetailRows.push({
      id: uuidv7(),
      orderId,
      shippingMethod: '1',
      shippingLabel: 'Free Shipping',
      shippingFees: cents2(shippingFee),
      ...o.shipping,
    });
    if (o.additionalFee) {
      additionalFeeRows.push({
        id: uuidv7(),
        orderId,
        transactionId,
        feesDetail: o.additionalFee[0],
        amount: cents2(o.additionalFee[1]),
      });
    }
  };

  const northwindMid = buyable(orgs.northwind, 800, 6000);
  const northwindCheap = buyable(orgs.northwind, 20, 600);
  const cobaltMid = buyable(orgs.cobalt, 200, 3000);
  const meridianMid = buyable(orgs.meridian, 300, 4000);
  addOrder({
    storefront: sf.northwind,
    seller: orgs.northwind,
    buyer: { user: users.acmeBuyer, org: orgs.acme },
    lines: [
      [take(northwindMid, 0), 2],
      [take(northwindCheap, 0), 10],
    ],
    paymentMethod: 'card',
    processingPercent: '3.0000',
    status: 'paid',
    placedAt: new Date(now.getTime() - 6 * DAY),
    card: { brand: 'Visa', last4: '4242' },
  });
  addOrder({
    storefront: sf.marketplace,
    seller: orgs.cobalt,
    buyer: { user: users.harborBuyer, org: orgs.harbor },
    lines: [[take(cobaltMid, 0), 4]],
    paymentMethod: 'ach',
    processingPercent: '0.8000',
    status: 'submitted',
    placedAt: new Date(now.getTime() - 2 * DAY),
    shippingQuote: true,
    shippingFee: 18_500,
    additionalFee: ['Liftgate delivery', 7_500],
    shipping: { shippingMethod: '3', shippingLabel: 'Shipping quote', shippingFees: '185.00' },
  });
  addOrder({
    storefront: sf.marketplace,
    seller: orgs.meridian,
    buyer: { user: users.acmePurchasing, org: orgs.acme },
    lines: [
      [take(meridianMid, 0), 1],
      [take(meridianMid, 1), 3],
    ],
    paymentMethod: 'card',
    processingPercent: '3.0000',
    status: 'shipped',
    placedAt: new Date(now.getTime() - 12 * DAY),
    card: { brand: 'Mastercard', last4: '5454' },
    shipping: {
      shippingMethod: '1',
      courier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      shipmentDate: new Date(now.getTime() - 11 * DAY),
    },
  });
  addOrder({
    storefront: sf.northwind,
    seller: orgs.northwind,
    guest: {
      id: 'guest-5d1c9e0a',
      address: {
        firstname: 'Elena',
        lastname: 'Marsh',
        company: 'Marsh Rural Broadband',
        email: 'elena@marsh-broadband.example',
        contactnumber: '+1 541-555-0161',
        streetAddress: '88 Mill St',
        address2: null,
        city: 'Bend',
        state: 'OR',
        stateLongName: 'Oregon',
        country: 'US',
        countryLongName: 'United States',
        zipcode: '97701',
      },
    },
    lines: [[take(northwindCheap, 1), 4]],
    paymentMethod: 'paypal',
    processingPercent: '3.4900',
    status: 'submitted',
    placedAt: new Date(now.getTime() - 1 * DAY),
  });
  const sequenceRows: (typeof orderNumberSequences.$inferInsert)[] = [...lastNumber].map(
    ([organizationId, last]) => ({ organizationId, lastNumber: last }),
  );

  // Offers (docs/offers.md): one waiting for the seller, one countered by the seller and waiting
  // for the buyer, one from a guest that lapsed unanswered (expired), and one the seller accepted
  // whose agreed price sits in the buyer's cart. Each item has its thread; dates follow the rules.
  const offerRows: (typeof offers.$inferInsert)[] = [];
  const offerItemRows: (typeof offerItems.$inferInsert)[] = [];
  const offerEventRows: (typeof offerItemEvents.$inferInsert)[] = [];
  const acceptedCartLines: (typeof cartItems.$inferInsert)[] = [];
  /** listing price x share, as a 4-decimal unit price. */
  const priceAt = (listing: ListingRow, share: number) =>
    (Math.round(units(listing.price) * share) / 10_000).toFixed(4);
  const addOffer = (o: {
    storefront: StorefrontRow;
    listing: ListingRow;
    qty: number;
    /** The buyer's offer, as a share of the listing price. */
    offerShare: number;
    buyer?: { user: UserRow; org: OrganizationRow };
    guestId?: string;
    madeAt: Date;
    /** The seller's counter: share of the listing price, hours after the offer. */
    counter?: { share: number; afterHours: number };
    /** The seller accepted the offer, hours after it was made. */
    acceptedAfterHours?: number;
  }) => {
    // long-function: demo data, written out in the order of the story it tells.
    const offerId = uuidv7();
    const itemId = uuidv7();
    const hours = o.storefront.offerValidFor ?? 72;
    const windowFrom = (at: Date) => new Date(at.getTime() + hours * HOUR);
    const address = o.buyer ? addressOf(o.buyer.user, o.buyer.org) : null;
    const offered = priceAt(o.listing, o.offerShare);
    const actor = o.buyer?.user.id ?? null;
    let status: 'pending' | 'countered' | 'accepted' | 'expired' = 'pending';
    let price = offered;
    let updatedAt = o.madeAt;
    let validTill = windowFrom(o.madeAt);
    let flags = { isBuyerOfferActive: true, isSellerOfferActive: false };
    offerEventRows.push({
      id: uuidv7(),
      offerItemId: itemId,
      party: 'buyer',
      action: 'offer',
      unitPrice: offered,
      quantity: o.qty,
      validTill,
      actorUserId: actor,
      createdAt: o.madeAt,
    });
    if (o.counter) {
      updatedAt = new Date(o.madeAt.getTime() + o.counter.afterHours * HOUR);
      price = priceAt(o.listing, o.counter.share);
      validTill = windowFrom(updatedAt);
      status = 'countered';
      flags = { isBuyerOfferActive: false, isSellerOfferActive: true };
      offerEventRows.push({
        id: uuidv7(),
        offerItemId: itemId,
        party: 'seller',
        action: 'counter',
        unitPrice: price,
        quantity: o.qty,
        validTill,
        createdAt: updatedAt,
      });
    }
    if (o.acceptedAfterHours !== undefined) {
      updatedAt = new Date(o.madeAt.getTime() + o.acceptedAfterHours * HOUR);
      validTill = windowFrom(updatedAt);
      status = 'accepted';
      flags = { isBuyerOfferActive: true, isSellerOfferActive: true };
      offerEventRows.push({
        id: uuidv7(),
        offerItemId: itemId,
        party: 'seller',
        action: 'accept',
        unitPrice: price,
        quantity: o.qty,
        validTill,
        createdAt: updatedAt,
      });
      acceptedCartLines.push({
        id: uuidv7(),
        listingId: o.listing.id,
        storefrontId: o.storefront.id,
        ...(o.buyer ? { userId: o.buyer.user.id } : { guestId: o.guestId! }),
        purchaseQty: o.qty,
        purchasePrice: o.listing.price,
        offerPrice: price,
        offerItemId: itemId,
        originalPrice: o.listing.price,
        lastCartUpdateDate: updatedAt,
        createdAt: updatedAt,
      });
    }
    if (status !== 'accepted' && validTill.getTime() < now.getTime()) {
      // Nobody answered in time: the offer job expired it.
      offerEventRows.push({
        id: uuidv7(),
        offerItemId: itemId,
        party: 'system',
        action: 'expire',
        validTill,
        createdAt: validTill,
      });
      updatedAt = validTill;
      status = 'expired';
      flags = { isBuyerOfferActive: false, isSellerOfferActive: false };
    }
    offerRows.push({
      id: offerId,
      storefrontId: o.storefront.id,
      sellerOrganizationId: o.listing.organizationId,
      buyerOrganizationId: o.buyer?.org.id ?? null,
      buyerUserId: o.buyer?.user.id ?? null,
      guestId: o.guestId ?? null,
      guestUser: o.guestId
        ? {
            email: 'ops@prairie-telecom.example',
            firstName: 'Owen',
            lastName: 'Reyes',
            displayName: 'Owen Reyes',
            companyName: 'Prairie Telecom',
          }
        : null,
      status,
      dateOffer: o.madeAt,
      billingAddress: address,
      shippingAddress: address,
      createdAt: o.madeAt,
      updatedAt,
    });
    offerItemRows.push({
      id: itemId,
      offerId,
      listingId: o.listing.id,
      storefrontId: o.storefront.id,
      listingOrgId: o.listing.organizationId,
      userId: o.buyer?.user.id ?? null,
      guestId: o.guestId ?? null,
      purchaseQty: o.qty,
      purchasePrice: price,
      price: o.listing.price,
      sellerCounterOfferCount: o.counter ? 1 : 0,
      lastOfferUpdateDate: updatedAt,
      offerValidTill: validTill,
      ...flags,
      status,
      version: offerEventRows.filter((e) => e.offerItemId === itemId).length - 1,
      createdAt: o.madeAt,
    });
  };
  addOffer({
    storefront: sf.northwind,
    listing: take(northwindMid, 2),
    qty: 3,
    offerShare: 0.85,
    buyer: { user: users.acmeBuyer, org: orgs.acme },
    madeAt: new Date(now.getTime() - 5 * HOUR),
  });
  addOffer({
    storefront: sf.marketplace,
    listing: take(cobaltMid, 1),
    qty: 6,
    offerShare: 0.88,
    buyer: { user: users.harborBuyer, org: orgs.harbor },
    madeAt: new Date(now.getTime() - 20 * HOUR),
    counter: { share: 0.95, afterHours: 3 },
  });
  addOffer({
    storefront: sf.marketplace,
    listing: take(meridianMid, 2),
    qty: 2,
    offerShare: 0.7,
    guestId: 'guest-a83f02c7',
    madeAt: new Date(now.getTime() - 4 * DAY),
  });
  addOffer({
    storefront: sf.marketplace,
    listing: take(meridianMid, 3),
    qty: 2,
    offerShare: 0.9,
    buyer: { user: users.acmePurchasing, org: orgs.acme },
    madeAt: new Date(now.getTime() - 30 * HOUR),
    acceptedAfterHours: 6,
  });

  const cartLine = (
    listing: ListingRow,
    purchaseQty: number,
    owner: { userId: string } | { guestId: string },
    storefrontId: string,
  ): typeof cartItems.$inferInsert => ({
    id: uuidv7(),
    listingId: listing.id,
    storefrontId,
    ...owner,
    purchaseQty,
    purchasePrice: listing.price,
    originalPrice: listing.msrpPrice ?? listing.price,
    lastCartUpdateDate: new Date(now.getTime() - 3 * HOUR),
  });
  const cartItemRows = [
    ...acceptedCartLines,
    cartLine(take(northwindMid, 3), 1, { userId: users.acmeBuyer.id }, sf.northwind.id),
    cartLine(take(northwindCheap, 2), 8, { userId: users.acmeBuyer.id }, sf.northwind.id),
    cartLine(take(cobaltMid, 2), 2, { guestId: 'guest-a83f02c7' }, sf.marketplace.id),
  ];

  const newsletterRows: (typeof newsletterSubscriptions.$inferInsert)[] = [
    {
      id: uuidv7(),
      storefrontId: sf.marketplace.id,
      email: 'netops@lakeside-isp.example',
      storefrontName: sf.marketplace.storefrontTitle,
      subscribedAt: new Date(now.getTime() - 14 * DAY),
    },
    {
      id: uuidv7(),
      storefrontId: sf.northwind.id,
      email: 'buyer@acme.test',
      storefrontName: sf.northwind.storefrontTitle,
      subscribedAt: new Date(now.getTime() - 40 * DAY),
    },
  ];
  const storeSignupRows: (typeof storeSignups.$inferInsert)[] = [
    {
      id: uuidv7(),
      storefrontId: sf.marketplace.id,
      firstName: 'Hannah',
      lastName: 'Okafor',
      companyName: 'Summit Relay Networks',
      email: 'hannah@summit-relay.example',
      plan: 'Growth',
      createdAt: new Date(now.getTime() - 3 * DAY),
    },
  ];
  const quoteListing = take(
    catalog.listingRows.filter((l) => l.organizationId === orgs.cobalt.id),
    5,
  );
  const quoteProduct = productById.get(quoteListing.productId)!;
  const quoteRequestRows: (typeof quoteRequests.$inferInsert)[] = [
    {
      id: uuidv7(),
      storefrontId: sf.cobalt.id,
      listingId: quoteListing.id,
      productId: quoteProduct.id,
      userId: users.acmeBuyer.id,
      itemName: quoteProduct.displayName,
      qty: 25,
      originalPrice: quoteListing.price,
      extendedPrice: cents2(lineCents(25, quoteListing.price)),
      storefrontName: sf.cobalt.storefrontTitle,
      thumbnail: quoteProduct.imageUrls?.[0] ?? null,
      productLink: `/product/detail/${quoteListing.id}`,
      brand: quoteProduct.oemName,
      partNumber: quoteProduct.oemPartNumber,
      userName: users.acmeBuyer.displayName,
      email: users.acmeBuyer.email,
      contactNumber: orgs.acme.phone,
      postalCode: orgs.acme.zip,
      city: orgs.acme.city,
      state: orgs.acme.state,
      comments:
        'Need 25 units delivered to Denver by the end of the month. Can you match this price for the lot?',
      createdAt: new Date(now.getTime() - 26 * HOUR),
    },
  ];
  const searches: [string, StorefrontRow, UserRow | null, number][] = [
    ['asr9001', sf.marketplace, users.acmeBuyer, 3],
    ['SFP-10G-SR', sf.marketplace, null, 9],
    ['qsfp28 lr4', sf.northwind, users.acmePurchasing, 7],
    ['rectifier 48v', sf.cobalt, null, 6],
    ['mx204', sf.northwind, users.harborBuyer, 2],
    ['catalyst 9300', sf.marketplace, null, 4],
  ];
  const searchRows: (typeof searchKeywordRecords.$inferInsert)[] = searches.map(
    ([keyword, store, user, count], i) => ({
      id: uuidv7(),
      searchKeyword: keyword,
      storefrontId: store.id,
      storefrontName: store.storefrontTitle,
      userId: user?.id ?? null,
      userName: user?.displayName ?? null,
      guestId: user ? null : `guest-${(0x51a0 + i).toString(16)}`,
      searchedAt: new Date(now.getTime() - (i + 1) * 7 * HOUR),
      productSearchCount: count,
      ipInfo: {
        ip: `203.0.113.${20 + i}`,
        city: 'Denver',
        state: 'CO',
        country: 'US',
        timeZone: 'America/Denver',
      },
    }),
  );
  const historyListing = take(northwindMid, 4);
  const historyRows: (typeof entityHistory.$inferInsert)[] = [
    {
      id: uuidv7(),
      entityType: 'listing',
      entityId: historyListing.id,
      action: 'create',
      actorUserId: users.northwindSpecialist.id,
      organizationId: orgs.northwind.id,
      after: { price: historyListing.price, numAvailable: historyListing.numAvailable },
      createdAt: new Date(now.getTime() - 30 * DAY),
    },
    {
      id: uuidv7(),
      entityType: 'listing',
      entityId: historyListing.id,
      action: 'update',
      actorUserId: users.northwindSales.id,
      organizationId: orgs.northwind.id,
      before: { isFeaturedListing: false },
      after: { isFeaturedListing: historyListing.isFeaturedListing ?? false },
      createdAt: new Date(now.getTime() - 10 * DAY),
    },
  ];

  // Each demo order's status history, as placing it and the seller's later steps would write it.
  for (const order of orderRows) {
    const at = order.dateOrdered as Date;
    const step = (from: string | null, to: string, when: Date) =>
      historyRows.push({
        id: uuidv7(),
        entityType: 'order',
        entityId: order.id as string,
        action: 'status',
        organizationId: order.sellerOrganizationId,
        storefrontId: order.storefrontId,
        before: from ? { status: from } : null,
        after: { status: to, note: null },
        createdAt: when,
      });
    // Card orders are paid when placed; every other order starts out submitted.
    const placed = order.paymentMethod === 'card' && order.datePaid ? 'paid' : 'submitted';
    step(null, placed, at);
    let current = placed;
    const moveTo = (to: string, when: Date) => {
      if (current === to) return;
      step(current, to, when);
      current = to;
    };
    const later = (hours: number) => new Date(at.getTime() + hours * 60 * 60 * 1000);
    if (order.status === 'paid' || order.status === 'partially paid') {
      moveTo(order.status, (order.datePaid as Date | null) ?? later(2));
    } else if (order.status === 'shipped') {
      if (order.datePaid) moveTo('paid', order.datePaid as Date);
      moveTo('shipped', (order.dateShipped as Date | null) ?? later(24));
    } else if (order.status === 'cancelled') {
      moveTo('cancelled', later(24));
    }
  }

  return {
    transactionRows,
    orderRows,
    orderItemRows,
    paymentHistoryRows,
    cardTokenRows,
    sandboxChargeRows,
    gatewayChargeRows,
    shippingDetailRows,
    additionalFeeRows,
    sequenceRows,
    offerRows,
    offerItemRows,
    offerEventRows,
    cartItemRows,
    newsletterRows,
    storeSignupRows,
    quoteRequestRows,
    searchRows,
    historyRows,
  };
}

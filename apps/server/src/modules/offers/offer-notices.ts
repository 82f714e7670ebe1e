import { formatDate, formatMoney, type OfferParty, offerLineTotal, offerTotal } from '@patchbay/domain';
import type { Config } from '../../config';
import type { offerItems } from '../../db/schema/index';
import { LINK_TOKEN_SLOT, type MailMessage } from '../../integrations/mail/mail';
import type { RecordsMessage } from '../../integrations/records/records';
import { absoluteUrl } from '../catalog/catalog.service';
import { adminOrigin, storefrontOrigin } from '../storefronts/storefronts.service';
import {
  buyerContact,
  listPriceHidden,
  offerDetailPath,
  productImage,
  productTitle,
  sellerName,
} from './offer-view';
import type { OfferItemRow, OfferRow } from './offers.repository';

/**
 * The mails and records-mirror rows of the negotiation (SPEC.md §7 sendoffer; Offer, OfferItem
 * and OfferCartItem records). Built here, queued by the service in the same transaction as the
 * change.
 */

/** SPEC.md §7 sendoffer `action`, one per kind of mail. */
export type OfferMailAction =
  | 'MakeOffer'
  | 'CounterOffer'
  | 'EditOffer'
  | 'AcceptOffer'
  | 'RejectOffer'
  | 'CancelOffer'
  | 'ExpireOffer'
  | 'OfferReminder';

const TEMPLATE: Record<OfferMailAction, string> = {
  MakeOffer: 'offer-made',
  CounterOffer: 'offer-countered',
  EditOffer: 'offer-edited',
  AcceptOffer: 'offer-accepted',
  RejectOffer: 'offer-rejected',
  CancelOffer: 'offer-cancelled',
  ExpireOffer: 'offer-expired',
  OfferReminder: 'offer-reminder',
};

/** Where a party opens an offer: its detail link (SPEC.md §2 `org` and `from`) and its list pages. */
export function offerLinks(config: Pick<Config, 'port' | 'adminHosts'>, row: OfferRow, side: OfferParty) {
  const origin = storefrontOrigin(config, row.storefront);
  const query = new URLSearchParams({ from: side });
  if (side === 'seller') query.set('org', row.seller.id);
  else {
    if (row.offer.buyerOrganizationId) query.set('org', row.offer.buyerOrganizationId);
  }
  // A guest has no account to sign in to: their link carries a token, made when the mail is written.
  const guestLink = side === 'buyer' && row.offer.buyerUserId === null;
  const token = guestLink ? `&token=${LINK_TOKEN_SLOT}` : '';
  const pages =
    side === 'seller'
      ? [
          { name: 'OfferReceived', url: `${origin}/offerfrombuyer` },
          { name: 'Offers received (admin portal)', url: `${adminOrigin(config)}/offerreceivedforadmin` },
        ]
      : row.offer.buyerUserId
        ? [{ name: 'OfferSent', url: `${origin}/myoffers` }]
        : [];
  return {
    origin,
    detailUrl: `${origin}${offerDetailPath(row.offer.id)}?${query}${token}`,
    pages,
    linkToken: guestLink ? ({ kind: 'offer-link', id: row.offer.id } as const) : undefined,
  };
}

/** 'MM/DD/YYYY HH:MM UTC': offers lapse to the hour, so mails say when. */
export function formatValidTill(date: Date): string {
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mm = String(date.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(date, 'MM/DD/YYYY')} ${hh}:${mm} UTC`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function itemLines(row: OfferItemRow, hideListPrice: boolean): string[] {
  const { item, product, listing } = row;
  const total = offerLineTotal({ unitPrice: item.purchasePrice, quantity: item.purchaseQty });
  const unitPrice = formatMoney(item.purchasePrice, { precise: true });
  return [
    `${productTitle(product)} (${product.oemPartNumber}, ${listing.condition})`,
    `  Quantity: ${item.purchaseQty.toLocaleString('en-US')}`,
    hideListPrice
      ? `  Unit price: ${unitPrice}`
      : `  Unit price: ${unitPrice} (listed at ${formatMoney(item.price, { precise: true })})`,
    `  Total: ${formatMoney(total)}`,
    `  Valid until: ${formatValidTill(item.offerValidTill)}`,
  ];
}

export interface OfferMailInput {
  action: OfferMailAction;
  row: OfferRow;
  /** The items the mail is about, as they stand after the change. */
  items: readonly OfferItemRow[];
  /** Who reads it: their links and pages. */
  side: OfferParty;
  to: readonly string[];
  subject: string;
  /** The opening paragraph. */
  headline: string;
  /** Anything to add after the items. */
  footer?: readonly string[];
}

/**
 * One sendoffer mail (SPEC.md §7): the action, the offer, the storefront's address, the product
 * images, the company name, the offer detail link and the pages where the offer is listed.
 * Returns null when there is nobody to send it to.
 */
export function offerMail(
  config: Pick<Config, 'port' | 'adminHosts'>,
  input: OfferMailInput,
): MailMessage | null {
  const to = [...new Set(input.to.filter((address) => address.trim() !== ''))];
  if (to.length === 0) return null;
  const { row, items, side } = input;
  const links = offerLinks(config, row, side);
  const company = row.storefront.organizationName;
  const storeName = row.storefront.title;
  const total = offerTotal(
    items.map((i) => ({ unitPrice: i.item.purchasePrice, quantity: i.item.purchaseQty })),
  );
  const buyer = buyerContact(row);
  const text = [
    input.headline,
    '',
    `Offer ${row.offer.id.slice(-8).toUpperCase()} on ${storeName}`,
    `Seller: ${sellerName(row)}`,
    `Buyer: ${buyer.name}${buyer.companyName ? `, ${buyer.companyName}` : ''}`,
    '',
    ...items.flatMap((i) => [...itemLines(i, listPriceHidden(row.offer, i, side)), '']),
    `Offer total: ${formatMoney(total)}`,
    ...(input.footer && input.footer.length > 0 ? ['', ...input.footer] : []),
    '',
    `Open the offer: ${links.detailUrl}`,
    ...links.pages.map((page) => `${page.name}: ${page.url}`),
    '',
    `${company} · ${links.origin}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(input.headline)}</p>`,
    `<p><strong>Offer ${escapeHtml(row.offer.id.slice(-8).toUpperCase())}</strong> on ${escapeHtml(storeName)}<br>`,
    `Seller: ${escapeHtml(sellerName(row))}<br>Buyer: ${escapeHtml(buyer.name)}${buyer.companyName ? `, ${escapeHtml(buyer.companyName)}` : ''}</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...items.map((i) => {
      const image = absoluteUrl(links.origin, productImage(i.product));
      const lines = itemLines(i, listPriceHidden(row.offer, i, side)).map((line) => escapeHtml(line.trim()));
      return `<tr><td><img src="${escapeHtml(image)}" alt="" width="96" height="96"></td><td>${lines.join('<br>')}</td></tr>`;
    }),
    '</table>',
    `<p>Offer total: <strong>${escapeHtml(formatMoney(total))}</strong></p>`,
    ...(input.footer ?? []).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(links.detailUrl)}">Open the offer</a></p>`,
    ...links.pages.map(
      (page) =>
        `<p>${escapeHtml(page.name)}: <a href="${escapeHtml(page.url)}">${escapeHtml(page.url)}</a></p>`,
    ),
    `<p>${escapeHtml(company)} · <a href="${escapeHtml(links.origin)}">${escapeHtml(links.origin)}</a></p>`,
  ].join('\n');
  return {
    template: TEMPLATE[input.action],
    to,
    subject: input.subject,
    text,
    html,
    ...(links.linkToken ? { linkToken: links.linkToken } : {}),
  };
}

const day = (date: Date) => formatDate(date, 'MM/DD/YYYY');

/** SPEC.md §7 records service: the Offer row. */
export function offerRecord(row: OfferRow, config: Pick<Config, 'port' | 'adminHosts'>): RecordsMessage {
  const buyer = buyerContact(row);
  return {
    table: 'Offer',
    operation: 'create',
    records: [
      {
        fields: {
          offerId: row.offer.id,
          dateOffer: day(row.offer.dateOffer),
          status: row.offer.status,
          seller: sellerName(row),
          sellerId: row.seller.id,
          buyer: buyer.name,
          buyerEmail: buyer.email,
          buyerCompany: buyer.companyName,
          guestUser: buyer.isGuest,
          storefront: row.storefront.title,
          offerDetailUrl: offerLinks(config, row, 'seller').detailUrl,
        },
      },
    ],
  };
}

type ItemColumns = typeof offerItems.$inferSelect;

function itemFields(item: ItemColumns) {
  return {
    purchaseQty: item.purchaseQty,
    purchasePrice: item.purchasePrice,
    sellerCounterOfferCount: item.sellerCounterOfferCount,
    buyerEditOfferCount: item.buyerEditOfferCount,
    lastOfferUpdateDate: day(item.lastOfferUpdateDate),
    offerValidTill: day(item.offerValidTill),
    isSellerOfferActive: item.isSellerOfferActive,
    isBuyerOfferActive: item.isBuyerOfferActive,
    status: item.status,
  };
}

/** SPEC.md §7 records service: OfferItem rows, created together with their offer. */
export function offerItemRecords(row: OfferRow, items: readonly OfferItemRow[]): RecordsMessage {
  return {
    table: 'OfferItem',
    operation: 'create',
    records: items.map(({ item, product }) => ({
      fields: {
        offerItemId: item.id,
        offerId: item.offerId,
        listing: item.listingId,
        product: productTitle(product),
        partNumber: product.oemPartNumber,
        price: item.price,
        guestId: item.guestId,
        storefront: row.storefront.title,
        listingOrg: sellerName(row),
        ...itemFields(item),
      },
    })),
  };
}

/**
 * A change to an OfferItem (SPEC.md §7 lists creating them; later changes go as patches keyed by
 * our own id, since no records-service id comes back through the outbox).
 */
export function offerItemPatch(item: ItemColumns): RecordsMessage {
  return { table: 'OfferItem', operation: 'patch', records: [{ id: item.id, fields: itemFields(item) }] };
}

export function offerStatusPatch(offerId: string, status: string): RecordsMessage {
  return { table: 'Offer', operation: 'patch', records: [{ id: offerId, fields: { status } }] };
}

/** SPEC.md §7 OfferCartItem: the cart line an acceptance put into the buyer's cart. */
export function offerCartItemRecord(input: {
  cartItemId: string;
  row: OfferRow;
  itemRow: OfferItemRow;
  now: Date;
}): RecordsMessage {
  const { item, product } = input.itemRow;
  const buyer = buyerContact(input.row);
  return {
    table: 'OfferCartItem',
    operation: 'create',
    records: [
      {
        fields: {
          cartItemId: input.cartItemId,
          offerItemId: item.id,
          listing: item.listingId,
          product: productTitle(product),
          storefront: input.row.storefront.title,
          purchaseQty: item.purchaseQty,
          offerPrice: item.purchasePrice,
          originalPrice: input.itemRow.listing.price,
          guestId: input.row.offer.guestId,
          email: buyer.email,
          lastCartUpdateDate: day(input.now),
        },
      },
    ],
  };
}

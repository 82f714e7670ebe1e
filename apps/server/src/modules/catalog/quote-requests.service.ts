import type { QuoteRequestBody, SessionUser } from '@patchbay/contract';
import { formatDate, formatMoney, lineTotal } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { enqueueOutbox } from '../../jobs/outbox';
import { notFound } from '../../lib/errors';
import { isVerifiedEmailOf } from '../accounts/accounts.service';
import { consume, QUOTE_PER_EMAIL_LIMIT, QUOTE_PER_IP_LIMIT, throttleKeys } from '../accounts/throttles';
import { findSellerRecipients } from '../organizations/organizations.service';
import { type ResolvedStorefront, storefrontOrigin } from '../storefronts/storefronts.service';
import {
  absoluteUrl,
  displayNameOf,
  findVisibleListing,
  listingImages,
  listingPath,
  PRICE_HIDDEN_REASON,
  priceVisible,
} from './catalog.service';
import { insertQuoteRequest } from './quote-requests.repository';

/**
 * SPEC.md §7 requestQuote: stores the request-for-quote record (SPEC.md §3) for a listing visible
 * on this storefront and, in the same transaction, queues a mail to the seller, a confirmation to
 * the buyer and the RequestQuote records-mirror row. The buyer's mail carries prices only when
 * the buyer may see them; the seller and the records service always get them.
 *
 * The confirmation goes to whatever address the form gave, so it quotes none of the requester's
 * own text (name, comments) unless the address is the signed-in user's verified one: otherwise the
 * form would mail anyone any text under the storefront's name. Requests are limited per address
 * (QUOTE_PER_EMAIL_LIMIT) and per client IP (QUOTE_PER_IP_LIMIT) in 15 minutes.
 */
export async function requestQuote(
  ctx: AppContext,
  input: { storefront: ResolvedStorefront; viewer: SessionUser | null; body: QuoteRequestBody; ip: string },
): Promise<{ id: string; status: 'received' }> {
  const { storefront, viewer, body } = input;
  const email = body.email.trim().toLowerCase();
  const row = await findVisibleListing(ctx, storefront, body.listingId);
  if (!row) throw notFound('Listing not found');
  // Counted once the request would mail someone; a listing that is not there mails nobody.
  await consume(
    ctx.db,
    [
      { key: throttleKeys.quoteEmail(email), limit: QUOTE_PER_EMAIL_LIMIT },
      { key: throttleKeys.quoteIp(input.ip), limit: QUOTE_PER_IP_LIMIT },
    ],
    ctx.now(),
  );
  const { listing, product } = row;
  const now = ctx.now();
  const origin = storefrontOrigin(ctx.config, storefront);
  const storefrontName = storefront.storefrontTitle;
  const itemName = displayNameOf(product);
  const productLink = absoluteUrl(origin, listingPath(row));
  const thumbnail = absoluteUrl(origin, listingImages(product)[0] ?? '');
  const originalPrice = listing.price;
  const extendedPrice = lineTotal({ purchasePrice: originalPrice, purchaseQty: body.qty });
  const userName = body.userName.trim();
  const echoText = await isVerifiedEmailOf(ctx, viewer, email);
  const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  const details = {
    contactNumber: optional(body.contactNumber),
    postalCode: optional(body.postalCode),
    city: optional(body.city),
    state: optional(body.state),
    comments: optional(body.comments),
  };

  const { id, outboxIds } = await ctx.db.transaction(async (tx) => {
    // long-function: one transaction, its steps in the order they must happen.
    const created = await insertQuoteRequest(tx, {
      storefrontId: storefront.id,
      listingId: listing.id,
      productId: product.id,
      userId: viewer?.id ?? null,
      itemName,
      qty: body.qty,
      originalPrice,
      extendedPrice,
      storefrontName,
      thumbnail,
      productLink,
      brand: product.oemName,
      partNumber: product.oemPartNumber,
      userName,
      email,
      ...details,
      createdAt: now,
    });

    const lines = (withPrices: boolean) => [
      `Product: ${itemName}`,
      `Brand: ${product.oemName}`,
      `Part number: ${product.oemPartNumber}`,
      `Condition: ${listing.condition}`,
      `Quantity: ${body.qty}`,
      ...(withPrices
        ? [`Unit price: ${formatMoney(originalPrice)}`, `Extended price: ${formatMoney(extendedPrice)}`]
        : [`Price: ${PRICE_HIDDEN_REASON.toLowerCase()}`]),
      `Link: ${productLink}`,
    ];
    const ids: string[] = [];
    const sellerTo = await findSellerRecipients(tx, row.seller.id);
    if (sellerTo.length > 0) {
      ids.push(
        await enqueueOutbox(tx, {
          kind: 'mail',
          payload: {
            template: 'quote-request-seller',
            to: sellerTo,
            replyTo: email,
            subject: `Quote request for ${itemName} on ${storefrontName}`,
            text: [
              `A buyer asked for a quote on ${storefrontName}.`,
              '',
              ...lines(true),
              '',
              `Name: ${userName}`,
              `Email: ${email}`,
              ...(details.contactNumber ? [`Phone: ${details.contactNumber}`] : []),
              ...(details.city || details.state || details.postalCode
                ? [
                    `Location: ${[details.city, details.state, details.postalCode].filter(Boolean).join(', ')}`,
                  ]
                : []),
              ...(details.comments ? ['', 'Comments:', details.comments] : []),
            ].join('\n'),
          },
        }),
      );
    }
    ids.push(
      await enqueueOutbox(tx, {
        kind: 'mail',
        payload: {
          template: 'quote-request-confirmation',
          to: [email],
          subject: `We received your quote request for ${itemName}`,
          text: [
            echoText ? `Hello ${userName},` : 'Hello,',
            '',
            `Thank you for your quote request on ${storefrontName}. The seller will reply to ${email}.`,
            '',
            ...lines(priceVisible(row, viewer)),
            ...(echoText && details.comments ? ['', 'Your comments:', details.comments] : []),
          ].join('\n'),
        },
      }),
    );
    ids.push(
      await enqueueOutbox(tx, {
        kind: 'records',
        payload: {
          table: 'RequestQuote',
          operation: 'create',
          records: [
            {
              fields: {
                action: 'RequestQuote',
                domainUrl: origin,
                productName: itemName,
                qty: body.qty,
                originalPrice,
                extendedPrice,
                storefrontName,
                thumbnail,
                productLink,
                brand: product.oemName,
                mpn: product.oemPartNumber,
                productId: product.id,
                userName,
                email,
                ...details,
                date: formatDate(now, 'MM/DD/YYYY'),
              },
            },
          ],
        },
      }),
    );
    return { id: created.id, outboxIds: ids };
  });
  ctx.outbox.wake(outboxIds);
  return { id, status: 'received' };
}

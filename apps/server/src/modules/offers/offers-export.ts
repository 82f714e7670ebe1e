import type { adminOfferListQuerySchema, Offer, SessionUser } from '@patchbay/contract';
import { csvLine, formatDate } from '@patchbay/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { listAdminOffers } from './offer-queries.service';

const HEADER = [
  'Offer',
  'Date',
  'Status',
  'Storefront',
  'Seller',
  'Buyer',
  'Buyer email',
  'Buyer company',
  'Product',
  'Part number',
  'Quantity',
  'Unit price',
  'Item total',
  'Item status',
];

/** One line per offer item: a spreadsheet sums quantities and amounts without unpacking cells. */
function offerLines(offer: Offer): string[] {
  return offer.items.map((item) =>
    csvLine([
      offer.id,
      formatDate(offer.dateOffer, 'MM/DD/YYYY'),
      offer.displayStatus,
      offer.storefront.title,
      offer.seller.name,
      offer.buyer.name,
      offer.buyer.email,
      offer.buyer.companyName,
      item.title,
      item.oemPartNumber,
      item.quantity,
      item.unitPrice,
      item.total,
      item.displayStatus,
    ]),
  );
}

/**
 * GET /api/admin/offers.csv: the offers of the box with the list's status filter, search and sort
 * (every page of them, up to the query limit the list reads), one line per item.
 */
export async function exportAdminOffersCsv(
  ctx: AppContext,
  actor: SessionUser,
  query: z.infer<typeof adminOfferListQuerySchema>,
): Promise<string> {
  const all = await listAdminOffers(ctx, actor, { ...query, page: 1, pageSize: Number.MAX_SAFE_INTEGER });
  return `${[csvLine(HEADER), ...all.items.flatMap(offerLines)].join('\r\n')}\r\n`;
}

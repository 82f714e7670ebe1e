import type { SessionUser, ShippingEstimate, ShippingEstimateBody } from '@patchbay/contract';
import { shippingMarkup } from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { RateRequest, ShippingPackage, ShippingPlace } from '../../integrations/shipping/shipping';
import { AppError, notFound } from '../../lib/errors';
import { assertCan, organizationScope } from '../accounts/policy';
import { findListingParcel, findOrganizationPlace } from './channels.repository';

type Body = Omit<ShippingEstimateBody, 'quantity'> & { quantity: number };

const RATES_UNAVAILABLE = 'Carrier rates are not available right now';

const place = (p: ShippingPlace) => ({ country: p.country, state: p.state ?? null, zip: p.zip ?? null });

/** The parcel and origin of the request: the listing's (404 when it is not the organization's) or the one entered. */
async function parcelOf(ctx: AppContext, actor: SessionUser, body: Body) {
  const own = organizationScope(actor);
  if (body.listingId) {
    const row = await findListingParcel(ctx.db, body.listingId, own);
    if (!row) throw notFound();
    const pkg: ShippingPackage = {
      quantity: body.quantity,
      weightLb: row.unitWeight ?? row.weight,
      lengthIn: row.shippingDimensions?.length ?? row.length,
      widthIn: row.shippingDimensions?.width ?? row.width,
      heightIn: row.shippingDimensions?.height ?? row.height,
    };
    const origin = { country: row.country ?? 'US', state: row.state, zip: row.zip, city: row.city };
    return { listing: { id: row.id, name: row.name }, pkg, origin, included: row.isShippingIncluded };
  }
  const entered = body.package!;
  const seller = own ? await findOrganizationPlace(ctx.db, own) : null;
  const pkg: ShippingPackage = {
    quantity: body.quantity,
    weightLb: entered.weightLb,
    lengthIn: entered.lengthIn ?? null,
    widthIn: entered.widthIn ?? null,
    heightIn: entered.heightIn ?? null,
  };
  // The operator ships from no address of its own: an unknown US origin (the rate table's zone 3).
  const origin = seller
    ? { country: seller.country ?? 'US', state: seller.state, zip: seller.zip, city: seller.city }
    : { country: 'US', state: null, zip: null, city: null };
  return { listing: null, pkg, origin, included: false };
}

/**
 * /searchshippingestimate: the rates the checkout would offer for this parcel and destination, from
 * the same shipping integration (the rate table, or Shippo when configured), each with the 30 %
 * markup shown apart. A listing that ships included gets no carrier rate.
 */
export async function estimateShipping(
  ctx: AppContext,
  { actor, body }: { actor: SessionUser; body: Body },
): Promise<ShippingEstimate> {
  assertCan(actor, 'orders.manage');
  const { listing, pkg, origin, included } = await parcelOf(ctx, actor, body);
  const destination: ShippingPlace = {
    country: body.destination.country,
    state: body.destination.state || null,
    zip: body.destination.zipcode || null,
    city: body.destination.city || null,
  };
  const request: RateRequest = { origin, destination, packages: [pkg] };
  let rates: Awaited<ReturnType<typeof ctx.integrations.shipping.rates>> = [];
  if (!included) {
    try {
      rates = await ctx.integrations.shipping.rates(request);
    } catch (error) {
      throw new AppError('unavailable', RATES_UNAVAILABLE, { internal: String(error) });
    }
  }
  return {
    provider: ctx.integrations.shipping.name,
    listing,
    quantity: body.quantity,
    package: { weightLb: pkg.weightLb, lengthIn: pkg.lengthIn, widthIn: pkg.widthIn, heightIn: pkg.heightIn },
    origin: place(origin),
    destination: place(destination),
    shippingIncluded: included,
    rates: rates.map((rate) => ({
      rateId: rate.rateId,
      carrier: rate.carrier,
      service: rate.service,
      label: rate.label,
      estimatedDays: rate.estimatedDays,
      ...shippingMarkup(rate.amount),
    })),
  };
}

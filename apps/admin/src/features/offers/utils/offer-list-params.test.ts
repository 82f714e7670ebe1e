import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFER_LIST_PARAMS,
  formatOfferListParams,
  offerStatusFilterOptions,
  offersCsvHref,
  parseOfferListParams,
  parseOfferSortValue,
  toAdminOfferListQuery,
  updateOfferListParams,
} from './offer-list-params';

describe('offer status filter (SPEC.md §4)', () => {
  it("offers 'in negotiation' only when the filter flag is not set", () => {
    expect(offerStatusFilterOptions(false)).toEqual([
      'pending',
      'accepted',
      'countered',
      'rejected',
      'cancelled',
      'expired',
      'in negotiation',
    ]);
    expect(offerStatusFilterOptions(true)).toEqual([
      'pending',
      'accepted',
      'countered',
      'rejected',
      'cancelled',
      'expired',
    ]);
  });

  it("drops 'in negotiation' from a URL when the flag is set", () => {
    expect(parseOfferListParams('?status=in+negotiation', false).status).toBe('in negotiation');
    expect(parseOfferListParams('?status=in+negotiation', true).status).toBe('');
    expect(parseOfferListParams('?status=won', false).status).toBe('');
  });
});

describe('offer list params', () => {
  it('round-trips every filter through the URL', () => {
    const params = { status: 'countered', sort: 'amount', direction: 'asc', q: 'acme', page: 2 } as const;
    expect(parseOfferListParams(formatOfferListParams(params), false)).toEqual(params);
    expect(formatOfferListParams(DEFAULT_OFFER_LIST_PARAMS)).toBe('');
  });

  it('falls back to the defaults for what the server would refuse', () => {
    expect(parseOfferListParams('?sort=price&direction=asc&page=-1', false)).toEqual(
      DEFAULT_OFFER_LIST_PARAMS,
    );
    expect(parseOfferSortValue('amount:up')).toBeUndefined();
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage3 = { ...DEFAULT_OFFER_LIST_PARAMS, page: 3 };
    expect(updateOfferListParams(onPage3, { q: 'x' }).page).toBe(1);
    expect(updateOfferListParams(onPage3, { page: 4 }).page).toBe(4);
  });

  it('builds the API query with the box and only the filters set', () => {
    expect(toAdminOfferListQuery('received', DEFAULT_OFFER_LIST_PARAMS)).toEqual({
      box: 'received',
      sort: 'date',
      direction: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(
      toAdminOfferListQuery('sent', {
        status: 'in negotiation',
        sort: 'amount',
        direction: 'asc',
        q: 'cisco',
        page: 2,
      }),
    ).toEqual({
      box: 'sent',
      sort: 'amount',
      direction: 'asc',
      page: 2,
      pageSize: 20,
      status: 'in negotiation',
      q: 'cisco',
    });
  });
});

describe('offersCsvHref', () => {
  it('exports the filtered box, every page of it', () => {
    expect(offersCsvHref('sent', { ...DEFAULT_OFFER_LIST_PARAMS, page: 2, q: 'mx204' })).toBe(
      '/api/admin/offers.csv?box=sent&sort=date&direction=desc&q=mx204',
    );
  });
});

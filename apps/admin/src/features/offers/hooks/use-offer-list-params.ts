import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { env } from '@/config/env';
import {
  formatOfferListParams,
  type OfferListParams,
  parseOfferListParams,
  updateOfferListParams,
} from '../utils/offer-list-params';

/** The filters of an offer list, in the URL query (see useOrderListParams for the history rules). */
export function useOfferListParams() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseOfferListParams(search, env.offerFilterFlag), [search]);

  const setParams = useCallback(
    (change: Partial<OfferListParams>) => {
      const next = updateOfferListParams(params, change);
      void navigate(
        { pathname, search: formatOfferListParams(next) },
        { replace: change.page === undefined, preventScrollReset: change.page === undefined },
      );
    },
    [navigate, params, pathname],
  );

  return { params, setParams };
}

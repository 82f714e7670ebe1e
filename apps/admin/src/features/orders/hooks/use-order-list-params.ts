import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  formatOrderListParams,
  type OrderListParams,
  parseOrderListParams,
  updateOrderListParams,
} from '../utils/order-list-params';

/**
 * The filters of an order list, read from the URL query and written back to it. Each change
 * replaces the history entry (a typed search would otherwise leave one entry per keystroke); the
 * page number pushes one, so back returns to the page before.
 */
export function useOrderListParams() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseOrderListParams(search), [search]);

  const setParams = useCallback(
    (change: Partial<OrderListParams>) => {
      const next = updateOrderListParams(params, change);
      void navigate(
        { pathname, search: formatOrderListParams(next) },
        { replace: change.page === undefined, preventScrollReset: change.page === undefined },
      );
    },
    [navigate, params, pathname],
  );

  return { params, setParams };
}

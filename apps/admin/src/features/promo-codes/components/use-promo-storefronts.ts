import { useQuery } from '@tanstack/react-query';
import { getStorefrontsQueryOptions } from '@/features/storefronts/api/get-storefronts';
import { useUser } from '@/lib/auth';

/**
 * The storefronts a promo code may be limited to: the organization's own, read where the person may
 * see storefront settings; otherwise none to pick (the code applies on all of them).
 */
export function usePromoStorefronts(current?: { id: string; title: string } | null) {
  const user = useUser();
  const allowed = user.permissions.includes('storefront.settings');
  const query = useQuery({ ...getStorefrontsQueryOptions(), enabled: allowed });
  const list = (query.data?.items ?? []).map((s) => ({ id: s.id, title: s.title }));
  if (current && !list.some((s) => s.id === current.id)) list.push(current);
  return list;
}

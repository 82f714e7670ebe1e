import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { readCrossDomainArrival } from '../utils/auth-urls';

// Redeeming needs the contract schemas (zod): loaded only when a URL carries a verification_token.
const CrossDomainRedeem = lazy(() =>
  import('./cross-domain-redeem').then((m) => ({ default: m.CrossDomainRedeem })),
);

/** SPEC.md §2 cross-domain sign-in, arriving side: watches every URL for a verification_token. */
export function CrossDomainArrival() {
  const arrival = readCrossDomainArrival(useLocation());
  if (!arrival) return null;
  return (
    <Suspense fallback={null}>
      <CrossDomainRedeem arrival={arrival} />
    </Suspense>
  );
}

import type { ListingCard } from '@patchbay/contract';
import { createContext, type ReactNode } from 'react';

/**
 * What other features add at the foot of every listing card ('Add to cart'). The app provides it
 * once, so every grid shows it without passing it down. Its own small module: the layout that
 * provides it must not pull the card components into the first download.
 */
export const ListingCardExtrasContext = createContext<((listing: ListingCard) => ReactNode) | null>(null);

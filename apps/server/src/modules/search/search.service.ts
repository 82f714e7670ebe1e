/**
 * What other modules may ask of the search index (DESIGN.md §5: a module owns its tables, others
 * call its service). The index itself is written by this module's repository only.
 */
export {
  ensureListingSearch,
  findListingIdAt,
  findListingIdsByPartNumbers,
  syncListingSearch,
  syncListingStock as syncSearchStock,
} from './listing-search.repository';

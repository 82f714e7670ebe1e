// The whole database model: tables, relations, value lists and jsonb shapes. drizzle-kit reads
// this file (drizzle.config.ts) and the client passes it to drizzle() for db.query.
export * from './address-book';
export * from './audit';
export * from './cart';
export * from './catalog';
export * from './content';
export * from './enums';
export * from './fees';
export * from './imports';
export * from './marketing';
export * from './offers';
export * from './orders';
export * from './organizations';
export * from './outbox';
export * from './payments';
export * from './product-catalogue';
export * from './promo';
export * from './rate-limits';
export * from './records-refs';
export * from './relations';
export * from './reports';
export * from './search';
export * from './storefronts';
export type * from './types';

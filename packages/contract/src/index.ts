export * from './accounts';
export * from './catalog';
export * from './errors';
export * from './health';
export * from './newsletter';
export * from './storefront';

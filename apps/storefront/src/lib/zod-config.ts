// zod compiles object parsers with `new Function` when the page allows it, and finds out by
// trying once, as the first object schema is built. The storefront's CSP forbids eval, so that
// probe is a CSP violation on every page (reported by browsers and Lighthouse); with `jitless`
// zod never tries. zod keeps its configuration on this global (`z.config()` writes the same
// object), so setting it here needs no import of zod in the first download. Imported first by
// main.tsx, before any module that builds a schema.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};

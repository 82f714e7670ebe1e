/**
 * Build-time configuration, parsed and checked once (bulletproof-react's src/config/env.ts).
 * Vite inlines `import.meta.env.VITE_*` at build time, so these are fixed per build.
 */

/** SPEC.md §2: the home page is one of two screens, chosen by a build flag. */
export const HOME_VARIANTS = ['hero', 'catalog'] as const;
export type HomeVariant = (typeof HOME_VARIANTS)[number];

export interface Env {
  /** 'hero' (default): hero, featured listings, categories, manufacturers. 'catalog': search first. */
  homeVariant: HomeVariant;
}

function isHomeVariant(value: string): value is HomeVariant {
  return (HOME_VARIANTS as readonly string[]).includes(value);
}

/** Throws on a value that is set but unknown: a typo in a build flag must not pass silently. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const variant = raw.VITE_HOME_VARIANT;
  const text = typeof variant === 'string' ? variant.trim().toLowerCase() : '';
  if (text !== '' && !isHomeVariant(text)) {
    throw new Error(
      `VITE_HOME_VARIANT must be one of ${HOME_VARIANTS.join(', ')}; got ${JSON.stringify(variant)}`,
    );
  }
  return { homeVariant: text === '' ? 'hero' : (text as HomeVariant) };
}

export const env: Env = parseEnv(import.meta.env);

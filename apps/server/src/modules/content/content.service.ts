import type { customPageSchema } from '@patchbay/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import { findPublishedPage } from './content.repository';
import { sanitizeHtml } from './sanitize-html';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/pages/{id}: a published custom page of this storefront, by id or slug, sanitised. */
export async function getCustomPage(
  ctx: AppContext,
  input: { storefront: ResolvedStorefront; idOrSlug: string },
): Promise<z.infer<typeof customPageSchema>> {
  const key = input.idOrSlug.trim();
  const page = await findPublishedPage(ctx.db, input.storefront.id, {
    ...(UUID.test(key) ? { id: key } : {}),
    slug: key.toLowerCase(),
  });
  if (!page) throw notFound('Page not found');
  // Sanitised on write by the admin side too; rendering never trusts what is stored.
  return { ...page, html: sanitizeHtml(page.html) };
}

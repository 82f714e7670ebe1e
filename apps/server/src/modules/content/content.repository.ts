import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customPages } from '../../db/schema/index';

/** A published page of one storefront, by id or slug. */
export async function findPublishedPage(
  db: Database,
  storefrontId: string,
  idOrSlug: { id?: string; slug: string },
) {
  const [row] = await db
    .select({ id: customPages.id, slug: customPages.slug, title: customPages.title, html: customPages.html })
    .from(customPages)
    .where(
      and(
        eq(customPages.storefrontId, storefrontId),
        eq(customPages.published, true),
        idOrSlug.id
          ? or(eq(customPages.id, idOrSlug.id), eq(customPages.slug, idOrSlug.slug))
          : eq(customPages.slug, idOrSlug.slug),
      ),
    )
    .limit(1);
  return row;
}

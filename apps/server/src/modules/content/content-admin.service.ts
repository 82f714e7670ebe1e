import {
  type AdminCustomPage,
  type CreateCustomPageBody,
  type CreateFaqBody,
  contentMessages,
  type customPageListQuerySchema,
  type SessionUser,
  type UpdateCustomPageBody,
  type UpdateFaqBody,
} from '@patchbay/contract';
import { moveInOrder } from '@patchbay/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { assertCan, organizationScope } from '../accounts/policy';
import { storefrontOrigin } from '../storefronts/storefronts.service';
import {
  type CustomPageRow,
  deleteCustomPageRow,
  deleteFaqRow,
  findCustomPageRow,
  findFaqRow,
  findStorefrontInScope,
  insertCustomPage,
  insertFaq,
  listCustomPageRows,
  listFaqRows,
  nextFaqSortOrder,
  nextPageSortOrder,
  updateCustomPageRow,
  updateFaqRow,
} from './content-admin.repository';
import { sanitizeHtml } from './sanitize-html';

const PERMISSION = 'content.manage';

function toAdminPage(ctx: AppContext, row: CustomPageRow): AdminCustomPage {
  const p = row.page;
  return {
    id: p.id,
    storefront: { id: p.storefrontId, title: row.storefrontTitle },
    title: p.title,
    slug: p.slug,
    html: p.html,
    published: p.published,
    sortOrder: p.sortOrder,
    url: `${storefrontOrigin(ctx.config, row)}/pages/${p.slug}`,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * Guests see the change on their next request: the storefront rows (which carry the footer's
 * pages and whether there is a FAQ) and every rendered page are dropped in every process.
 */
async function contentChanged(ctx: AppContext) {
  await ctx.cache.publish('content');
  await ctx.cache.publish('storefronts');
}

function slugTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('conflict', contentMessages.slugTaken, {
      fields: { slug: contentMessages.slugTaken },
    });
  }
  throw error;
}

/** The storefront a body names; another organization's (or an unknown one) is 404 on its field. */
async function storefrontInScope(ctx: AppContext, actor: SessionUser, storefrontId: string) {
  const storefront = await findStorefrontInScope(ctx.db, storefrontId, organizationScope(actor));
  if (!storefront) {
    throw new AppError('not_found', contentMessages.storefront, {
      fields: { storefrontId: contentMessages.storefront },
    });
  }
  return storefront;
}

async function loadPage(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await findCustomPageRow(ctx.db, id, organizationScope(actor));
  if (!row) throw notFound('Page not found');
  assertCan(actor, PERMISSION);
  return row;
}

export async function listCustomPages(
  ctx: AppContext,
  actor: SessionUser,
  query: z.infer<typeof customPageListQuerySchema>,
) {
  assertCan(actor, PERMISSION);
  const rows = await listCustomPageRows(ctx.db, { organizationId: organizationScope(actor), ...query });
  const items = rows.map((row) => {
    const { html: _html, ...item } = toAdminPage(ctx, row);
    return item;
  });
  return { items, total: items.length };
}

export async function getAdminCustomPage(ctx: AppContext, actor: SessionUser, id: string) {
  return toAdminPage(ctx, await loadPage(ctx, actor, id));
}

/** A new page, its HTML sanitised before it is stored; it goes last in the footer unless placed. */
export async function createCustomPage(ctx: AppContext, actor: SessionUser, body: CreateCustomPageBody) {
  assertCan(actor, PERMISSION);
  await storefrontInScope(ctx, actor, body.storefrontId);
  const now = ctx.now();
  const id = await insertCustomPage(ctx.db, {
    storefrontId: body.storefrontId,
    title: body.title,
    slug: body.slug,
    html: sanitizeHtml(body.html),
    published: body.published ?? false,
    sortOrder: body.sortOrder ?? (await nextPageSortOrder(ctx.db, body.storefrontId)),
    createdAt: now,
    updatedAt: now,
  }).catch(slugTaken);
  await contentChanged(ctx);
  const row = await findCustomPageRow(ctx.db, id, null);
  return { page: toAdminPage(ctx, row!), message: contentMessages.pageCreated };
}

export async function updateCustomPage(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  body: UpdateCustomPageBody,
) {
  await loadPage(ctx, actor, id);
  const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (typeof patch.html === 'string') patch.html = sanitizeHtml(patch.html);
  if (Object.keys(patch).length > 0) {
    await updateCustomPageRow(ctx.db, id, patch, ctx.now()).catch(slugTaken);
    await contentChanged(ctx);
  }
  const row = await findCustomPageRow(ctx.db, id, null);
  return { page: toAdminPage(ctx, row!), message: contentMessages.pageUpdated };
}

export async function deleteCustomPage(ctx: AppContext, actor: SessionUser, id: string) {
  await loadPage(ctx, actor, id);
  await deleteCustomPageRow(ctx.db, id);
  await contentChanged(ctx);
  return { message: contentMessages.pageDeleted };
}

/** A storefront's FAQ, in its order, for the /add/faq screen. */
export async function listAdminFaq(ctx: AppContext, actor: SessionUser, storefrontId: string) {
  assertCan(actor, PERMISSION);
  const storefront = await storefrontInScope(ctx, actor, storefrontId);
  return { storefront, items: await listFaqRows(ctx.db, storefrontId) };
}

async function loadFaq(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await findFaqRow(ctx.db, id, organizationScope(actor));
  if (!row) throw notFound('Question not found');
  assertCan(actor, PERMISSION);
  return row;
}

const publicFaq = ({
  storefrontId: _storefrontId,
  ...entry
}: NonNullable<Awaited<ReturnType<typeof findFaqRow>>>) => entry;

export async function createFaq(ctx: AppContext, actor: SessionUser, body: CreateFaqBody) {
  assertCan(actor, PERMISSION);
  await storefrontInScope(ctx, actor, body.storefrontId);
  const now = ctx.now();
  const id = await insertFaq(ctx.db, {
    storefrontId: body.storefrontId,
    question: body.question,
    answer: body.answer,
    sortOrder: await nextFaqSortOrder(ctx.db, body.storefrontId),
    published: true,
    createdAt: now,
    updatedAt: now,
  });
  await contentChanged(ctx);
  return { faq: publicFaq((await findFaqRow(ctx.db, id, null))!), message: contentMessages.faqCreated };
}

export async function updateFaq(ctx: AppContext, actor: SessionUser, id: string, body: UpdateFaqBody) {
  await loadFaq(ctx, actor, id);
  const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (Object.keys(patch).length > 0) {
    await updateFaqRow(ctx.db, id, patch, ctx.now());
    await contentChanged(ctx);
  }
  return { faq: publicFaq((await findFaqRow(ctx.db, id, null))!), message: contentMessages.faqUpdated };
}

export async function deleteFaq(ctx: AppContext, actor: SessionUser, id: string) {
  await loadFaq(ctx, actor, id);
  await deleteFaqRow(ctx.db, id);
  await contentChanged(ctx);
  return { message: contentMessages.faqDeleted };
}

/** Moves an entry one place up or down; the storefront's entries are numbered 0, 1, 2... again. */
export async function moveFaq(ctx: AppContext, actor: SessionUser, id: string, direction: 'up' | 'down') {
  const entry = await loadFaq(ctx, actor, id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const ids = (await listFaqRows(tx, entry.storefrontId)).map((row) => row.id);
    const order = moveInOrder(ids, id, direction);
    for (const [index, faqId] of order.entries()) await updateFaqRow(tx, faqId, { sortOrder: index }, now);
  });
  await contentChanged(ctx);
  return { items: await listFaqRows(ctx.db, entry.storefrontId), message: contentMessages.faqMoved };
}

/** GET /api/faq: the storefront's published FAQ, in the seller's order. */
export async function getStorefrontFaq(ctx: AppContext, storefrontId: string) {
  return { items: await listFaqRows(ctx.db, storefrontId, true) };
}

/** The FAQ of a storefront for its order summary mail (SPEC.md §7 sendordersummary's FAQ value). */
export async function faqForMail(db: Database | Tx, storefrontId: string) {
  return (await listFaqRows(db, storefrontId, true)).map(({ question, answer }) => ({
    question,
    answer,
  }));
}

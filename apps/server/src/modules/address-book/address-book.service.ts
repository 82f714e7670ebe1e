import type { SessionUser } from '@patchbay/contract';
import {
  addressBookMessages,
  type SavedAddress,
  type SavedAddressBody,
  savedAddressBodySchema,
} from '@patchbay/contract';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../catalog/catalog.service';
import {
  clearDefault,
  deleteAddress,
  insertAddress,
  type SavedAddressRow,
  selectVisibleAddress,
  selectVisibleAddresses,
  updateAddress,
} from './address-book.repository';

const NOT_FOUND = 'Address not found';

const viewerOf = (user: SessionUser) => ({ userId: user.id, organizationId: user.organization?.id ?? null });

function toSavedAddress(row: SavedAddressRow, viewer: SessionUser): SavedAddress {
  const ownerName = [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' ') || row.ownerEmail;
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    address: row.address,
    shared: row.shared,
    // A colleague's default is theirs: the viewer's checkout starts from their own.
    isDefault: row.isDefault && row.userId === viewer.id,
    mine: row.userId === viewer.id,
    ownerName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/addresses: the signed-in user's saved addresses and those shared in their organization. */
export async function listSavedAddresses(ctx: AppContext, viewer: SessionUser): Promise<SavedAddress[]> {
  const rows = await selectVisibleAddresses(ctx.db, viewerOf(viewer));
  return rows.map((row) => toSavedAddress(row, viewer));
}

async function reload(ctx: AppContext, viewer: SessionUser, id: string): Promise<SavedAddress> {
  const row = await selectVisibleAddress(ctx.db, viewerOf(viewer), id);
  if (!row) throw notFound(NOT_FOUND);
  return toSavedAddress(row, viewer);
}

/** The viewer's own address, for a change: unseen is 404, a colleague's shared one 403. */
async function ownAddress(ctx: AppContext, viewer: SessionUser, id: string): Promise<SavedAddressRow> {
  const row = isUuid(id) ? await selectVisibleAddress(ctx.db, viewerOf(viewer), id) : undefined;
  if (!row) throw notFound(NOT_FOUND);
  if (row.userId !== viewer.id) throw forbidden(addressBookMessages.notYours);
  return row;
}

/** POST /api/addresses. A new default takes the default of its kind from the others in one transaction. */
export async function createSavedAddress(
  ctx: AppContext,
  input: { viewer: SessionUser; body: SavedAddressBody },
): Promise<{ message: string; address: SavedAddress }> {
  const body = savedAddressBodySchema.parse(input.body);
  const id = await ctx.db.transaction(async (tx) => {
    if (body.isDefault) await clearDefault(tx, input.viewer.id, body.kind);
    return insertAddress(tx, {
      userId: input.viewer.id,
      organizationId: input.viewer.organization?.id ?? null,
      kind: body.kind,
      label: body.label,
      address: body.address as SavedAddressRow['address'],
      shared: body.shared && input.viewer.organization !== null,
      isDefault: body.isDefault,
    });
  });
  return { message: addressBookMessages.saved, address: await reload(ctx, input.viewer, id) };
}

/** PUT /api/addresses/{id}: the whole address again (only its owner may). */
export async function updateSavedAddress(
  ctx: AppContext,
  input: { viewer: SessionUser; id: string; body: SavedAddressBody },
): Promise<{ message: string; address: SavedAddress }> {
  const body = savedAddressBodySchema.parse(input.body);
  await ownAddress(ctx, input.viewer, input.id);
  await ctx.db.transaction(async (tx) => {
    if (body.isDefault) await clearDefault(tx, input.viewer.id, body.kind);
    await updateAddress(tx, input.id, {
      kind: body.kind,
      label: body.label,
      address: body.address as SavedAddressRow['address'],
      shared: body.shared && input.viewer.organization !== null,
      isDefault: body.isDefault,
      updatedAt: ctx.now(),
    });
  });
  return { message: addressBookMessages.saved, address: await reload(ctx, input.viewer, input.id) };
}

/** DELETE /api/addresses/{id} (only its owner may). */
export async function deleteSavedAddress(
  ctx: AppContext,
  input: { viewer: SessionUser; id: string },
): Promise<{ message: string }> {
  await ownAddress(ctx, input.viewer, input.id);
  await ctx.db.transaction((tx) => deleteAddress(tx, input.id));
  return { message: addressBookMessages.deleted };
}

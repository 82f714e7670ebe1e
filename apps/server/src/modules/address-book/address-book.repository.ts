import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { savedAddresses, users } from '../../db/schema/index';

export type SavedAddressRow = typeof savedAddresses.$inferSelect & {
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string;
};

/** The addresses a user sees: their own, and those shared in their organization. */
function visibleTo(viewer: { userId: string; organizationId: string | null }) {
  return viewer.organizationId
    ? or(
        eq(savedAddresses.userId, viewer.userId),
        and(eq(savedAddresses.organizationId, viewer.organizationId), eq(savedAddresses.shared, true)),
      )
    : eq(savedAddresses.userId, viewer.userId);
}

const columns = {
  id: savedAddresses.id,
  userId: savedAddresses.userId,
  organizationId: savedAddresses.organizationId,
  kind: savedAddresses.kind,
  label: savedAddresses.label,
  address: savedAddresses.address,
  shared: savedAddresses.shared,
  isDefault: savedAddresses.isDefault,
  createdAt: savedAddresses.createdAt,
  updatedAt: savedAddresses.updatedAt,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
};

export async function selectVisibleAddresses(
  db: Database | Tx,
  viewer: { userId: string; organizationId: string | null },
): Promise<SavedAddressRow[]> {
  return db
    .select(columns)
    .from(savedAddresses)
    .innerJoin(users, eq(users.id, savedAddresses.userId))
    .where(visibleTo(viewer))
    .orderBy(asc(savedAddresses.kind), desc(savedAddresses.isDefault), asc(savedAddresses.label));
}

/** One address the viewer may see, or undefined (another organization's or not shared: unseen). */
export async function selectVisibleAddress(
  db: Database | Tx,
  viewer: { userId: string; organizationId: string | null },
  id: string,
): Promise<SavedAddressRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(savedAddresses)
    .innerJoin(users, eq(users.id, savedAddresses.userId))
    .where(and(eq(savedAddresses.id, id), visibleTo(viewer)));
  return row;
}

/** Takes the default of a kind away from the user's other addresses (one default per kind). */
export async function clearDefault(tx: Tx, userId: string, kind: 'shipping' | 'billing') {
  await tx
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(savedAddresses.userId, userId),
        eq(savedAddresses.kind, kind),
        eq(savedAddresses.isDefault, true),
      ),
    );
}

export async function insertAddress(tx: Tx, values: typeof savedAddresses.$inferInsert): Promise<string> {
  const [row] = await tx.insert(savedAddresses).values(values).returning({ id: savedAddresses.id });
  return row!.id;
}

export async function updateAddress(
  tx: Tx,
  id: string,
  values: Partial<typeof savedAddresses.$inferInsert>,
): Promise<void> {
  await tx.update(savedAddresses).set(values).where(eq(savedAddresses.id, id));
}

export async function deleteAddress(tx: Tx, id: string): Promise<void> {
  await tx.delete(savedAddresses).where(eq(savedAddresses.id, id));
}

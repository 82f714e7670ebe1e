import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** Runs one SQL statement and answers its rows: a drizzle database, or a plain `pg` client (bench/). */
export type AuditQuery = (text: string) => Promise<Record<string, unknown>[]>;

export function auditQueryOf(db: Database): AuditQuery {
  return async (text) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function rows<T>(query: AuditQuery, text: string): Promise<T[]> {
  return (await query(text)) as T[];
}

/**
 * Money = state, read from the database as an auditor would (the sandbox gateway's own table is
 * the bank statement): every captured charge belongs to a placed order that was not cancelled and
 * is recorded on it for the same amount; every card payment recorded on such an order is a
 * captured charge; no charge is left merely authorized or being refunded (once settled); no
 * checkout is left holding stock. Answers the mismatches, one line each: [] when all is well.
 */
export async function moneyAudit(
  source: Database | AuditQuery,
  options: { settled?: boolean } = {},
): Promise<string[]> {
  const db = typeof source === 'function' ? source : auditQueryOf(source);
  const problems: string[] = [];
  const captured = await rows<{ id: string; amount: string; order_id: string | null; status: string | null }>(
    db,
    `select c.id, c.amount::text as amount, p.order_id, o.status
        from sandbox_charges c
        left join order_payment_history p on p.reference_number = c.id
        left join orders o on o.id = p.order_id and o.checkout_state = 'placed'
        where c.status = 'succeeded'`,
  );
  for (const c of captured) {
    if (!c.order_id || !c.status)
      problems.push(`captured charge ${c.id} (${c.amount}) belongs to no placed order`);
    else if (c.status === 'cancelled')
      problems.push(`captured charge ${c.id} belongs to cancelled order ${c.order_id}`);
  }
  const payments = await rows<{
    order_id: string;
    amount: string;
    charge_status: string | null;
    charge_amount: string | null;
    reference_number: string;
  }>(
    db,
    `select p.order_id, p.amount::text as amount, c.status as charge_status, c.amount::text as charge_amount, p.reference_number
        from order_payment_history p
        join orders o on o.id = p.order_id
        left join sandbox_charges c on c.id = p.reference_number
        where p.payment_mode = 'card' and o.status <> 'cancelled'`,
  );
  for (const p of payments) {
    const pending = !options.settled && p.charge_status === 'authorized';
    if (p.charge_status !== 'succeeded' && !pending)
      problems.push(
        `order ${p.order_id} records card payment ${p.reference_number} whose charge is ${p.charge_status}`,
      );
    else if (p.charge_amount !== p.amount)
      problems.push(`order ${p.order_id} records ${p.amount} for a charge of ${p.charge_amount}`);
  }
  const paidWithoutCharge = await rows<{ id: string }>(
    db,
    `select o.id from orders o
        where o.payment_method = 'card' and o.status = 'paid' and o.checkout_state = 'placed'
          and not exists (select 1 from order_payment_history p where p.order_id = o.id)`,
  );
  for (const o of paidWithoutCharge) problems.push(`paid card order ${o.id} has no payment`);
  if (options.settled) {
    const open = await rows<{ id: string; status: string }>(
      db,
      `select id, status from sandbox_charges where status = 'authorized'
          union all select id::text, status from gateway_charges where status in ('pending', 'authorized', 'refunding')`,
    );
    for (const c of open) problems.push(`charge ${c.id} is still ${c.status}`);
    const held = await rows<{ id: string }>(db, `select id from checkout_attempts where state = 'reserved'`);
    for (const a of held) problems.push(`checkout ${a.id} still holds its reservation`);
    const unseen = await rows<{ id: string }>(db, `select id from orders where checkout_state = 'reserved'`);
    for (const o of unseen) problems.push(`order ${o.id} is still reserved`);
  }
  return problems;
}

/** Units sold on placed orders that were not cancelled, per listing. */
export async function unitsSold(db: Database, listingId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    auditQueryOf(db),
    `select coalesce(sum(i.purchase_qty), 0)::int as n from order_items i join orders o on o.id = i.order_id
     where i.listing_id = '${listingId.replace(/[^0-9a-f-]/g, '')}' and o.status <> 'cancelled'`,
  );
  return row?.n ?? 0;
}

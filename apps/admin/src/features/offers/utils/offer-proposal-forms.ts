import { type OfferItem, offerMessages } from '@patchbay/contract';
import { compareMoney, isMoney, multiplyMoney, withinListPrice } from '@patchbay/domain';
import { normalizeMoneyInput } from '../../../lib/money-input';

/** The counter and edit forms: a unit price (a decimal string, never a float) and a quantity, as typed. */
export interface ProposalValues {
  unitPrice: string;
  quantity: string;
}

/** The form starts from the standing proposal, its price as a person writes it ('850.00', not '850.0000'). */
export function proposalValuesOf(item: Pick<OfferItem, 'unitPrice' | 'quantity'>): ProposalValues {
  return { unitPrice: normalizeMoneyInput(item.unitPrice), quantity: String(item.quantity) };
}

/** A whole quantity as a number; anything else passed on as typed, for the schema to name. */
function toQuantity(text: string): number | string {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function samePrice(a: string, b: string): boolean {
  return isMoney(a) && isMoney(b) && compareMoney(a, b) === 0;
}

/**
 * POST .../counter: the seller's unit price, and the quantity only when it changes (the counter
 * keeps the buyer's quantity otherwise). Every proposal carries the item's `version` as loaded.
 */
export function toCounterBody(
  values: ProposalValues,
  item: Pick<OfferItem, 'quantity' | 'version'>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    unitPrice: normalizeMoneyInput(values.unitPrice),
    version: item.version,
  };
  const quantity = toQuantity(values.quantity);
  if (values.quantity.trim() !== '' && quantity !== item.quantity) body.quantity = quantity;
  return body;
}

/** The domain's rule the server enforces too: a counter never above the listing price. */
export function counterRules(
  body: Record<string, unknown>,
  item: Pick<OfferItem, 'listPrice'>,
): Record<string, string> {
  const price = body.unitPrice;
  if (typeof price === 'string' && isMoney(price) && isMoney(item.listPrice)) {
    if (!withinListPrice(price, item.listPrice)) return { unitPrice: offerMessages.counterAboveListPrice };
  }
  return {};
}

/** POST .../edit (the buyer's side): only what changed; nothing changed is refused by the schema. */
export function toEditBody(
  values: ProposalValues,
  item: Pick<OfferItem, 'unitPrice' | 'quantity' | 'version'>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { version: item.version };
  const price = normalizeMoneyInput(values.unitPrice);
  if (price !== '' && !samePrice(price, item.unitPrice)) body.unitPrice = price;
  const quantity = toQuantity(values.quantity);
  if (values.quantity.trim() !== '' && quantity !== item.quantity) body.quantity = quantity;
  return body;
}

/** unit price × quantity as the proposal's total ('2550.00'), or null while either is not valid yet. */
export function proposalTotal(values: ProposalValues): string | null {
  const price = normalizeMoneyInput(values.unitPrice);
  const quantity = toQuantity(values.quantity);
  if (!isMoney(price) || typeof quantity !== 'number' || quantity < 1) return null;
  if (price.startsWith('-')) return null;
  return multiplyMoney(price, quantity);
}

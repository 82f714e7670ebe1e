/**
 * The messages the API answers with and the apps show, kept apart from the schemas: a screen that
 * only words a problem (the product page's cart and offer forms) does not load the schemas and
 * zod with them.
 */
import type { QuantityRuleProblem } from '@patchbay/domain';

/** SPEC.md §8 generic message. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again';

/**
 * What the server answers to a request it refuses before any route runs (the edge): characters
 * that cannot be stored, a body that is not UTF-8 or not JSON, a malformed or over-long address.
 */
export const requestMessages = {
  /** A NUL character (U+0000): PostgreSQL cannot store it in text. */
  controlCharacter: 'Remove the invisible control character from this field',
  /** Half of a UTF-16 surrogate pair: no character at all, and not valid UTF-8. */
  brokenCharacter: 'Remove the broken character from this field',
  invalidUtf8: 'The request body is not valid UTF-8 text',
  invalidJson: 'Invalid JSON body',
  emptyJson: 'The request body is empty: send a JSON object',
  badUrl: 'The address contains a malformed percent-encoded character',
  tooLongParameter: 'A part of the address is too long',
  badContentLength: 'The Content-Length header does not match the body',
  bodyTooLarge: 'The request body is too large (at most 1 MiB)',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
  notFound: 'Not found',
  malformedRequest: 'The request could not be read',
  headersTooLarge: 'The request headers are too large',
  requestTimeout: 'The request took too long to arrive',
  /** `{allowed}` lists the methods the address takes, e.g. 'GET, HEAD'. */
  methodNotAllowed: (method: string, allowed: string) =>
    `This address does not take ${method} requests; it takes ${allowed}`,
} as const;

export const cartMessages = {
  notFound: 'This item is no longer in your cart',
  listingNotFound: 'Listing not found',
  notPurchasable: 'This item is not available for purchase',
  priceHidden: 'Sign in to see the price',
  /** `{min}` is the listing's minimum quantity. */
  belowMinimum: (min: number) => `The minimum order quantity is ${min}`,
  /** `{multiple}` is the listing's order multiple. */
  notMultiple: (multiple: number) => `Please order in multiples of ${multiple}`,
  /** Asked for more than is available. */
  onlyLeft: (available: number) => (available === 0 ? 'Sold out' : `Only ${available} available`),
  /** A line holding an accepted offer keeps the offer's quantity. */
  offerQuantityFixed: 'The quantity of an accepted offer cannot be changed',
  /** The offer's validity window ended before checkout: the line is back at the listing price. */
  offerExpired: 'The offer price has expired',
  sharedCartNotFound: 'This cart link is not valid',
  linkCopied: 'Link copied',
} as const;

/** A listing's quantity rule (packages/domain `quantityRuleProblem`), in the cart's words. */
export function quantityRuleMessage(problem: QuantityRuleProblem): string {
  return problem.kind === 'belowMinimum'
    ? cartMessages.belowMinimum(problem.minimum)
    : cartMessages.notMultiple(problem.multiple);
}

export const offerMessages = {
  created: 'Offer sent',
  notFound: 'Offer not found',
  cannotOffer: 'This listing does not take offers',
  overAvailable: (available: number) => `Only ${available} available`,
  counterAboveListPrice: 'A counter-offer cannot be above the listing price',
  counterLimit: 'This offer has reached the limit of 5 counter-offers',
  editLimit: 'This offer has reached the limit of 5 edits',
  notYourTurn: 'It is the other party’s turn to answer this offer',
  expired: 'This offer has expired',
  closed: 'This offer is closed',
  /** Two answers raced; the loser gets this. */
  changed: 'This offer has just changed. Please reload it and try again',
  accepted: 'Offer accepted',
  acceptedAddedToCart: 'Offer accepted. The item is in your cart at the agreed price',
  rejected: 'Offer rejected',
  countered: 'Counter-offer sent',
  edited: 'Offer updated',
  cancelled: 'Offer cancelled',
  guestDetailsRequired: 'Please enter your contact details',
  listingNotFound: 'Listing not found',
  offerAboveListPrice: 'An offer cannot be above the listing price',
  /** A guest's offer on a listing whose price shows to signed-in people only, whatever its price. */
  signInToOffer: 'Sign in to make an offer on this listing',
  ownListing: 'You cannot make an offer on your own organization’s listing',
  duplicateListing: 'This listing is already in your offer',
  alreadyOpen: 'You already have an open offer on this listing',
  /** A counter or edit that proposes exactly what already stands. */
  unchanged: 'This is what the other party proposed. Accept it instead',
} as const;

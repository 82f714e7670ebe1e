/**
 * The offer negotiation (docs/offers.md), the offers module's face to the routes, the jobs and the
 * other modules. Every change runs in one transaction with the offer row locked: the item is
 * checked against the domain's rules, changed only at the version it was read at, its thread and
 * the entity history get a row, and the other party's mail and the records mirror rows go into
 * the outbox. The parts: reading (offer-queries), making (offer-make), answering (offer-answers)
 * and the expiry and reminder timers (offer-timers).
 */
export { answerAsBuyer, answerAsSeller } from './offer-answers.service';
export {
  type BuyerAccess,
  canAnswerFor,
  isBuyerOf,
  mintOfferLinkToken,
  type RequestPlace,
} from './offer-common';
export { makeOffer } from './offer-make.service';
export { getAdminOffer, getOffer, listAdminOffers, listBuyerOffers } from './offer-queries.service';
export { expireLapsedOffers, runOfferTimers, sendOfferReminders } from './offer-timers.service';
/** Guest offers become the account's at sign-in (accounts). */
export { claimGuestOffers } from './offers.repository';

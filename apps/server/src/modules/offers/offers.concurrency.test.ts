import type { Offer } from '@patchbay/contract';
import { offerMessages } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { HOSTS, offerClient, offerOf } from '../../../test/offers';
import { cartItems, entityHistory, offerItemEvents, offerItems, offers } from '../../db/schema/index';

/**
 * Two answers to the same offer item at the same moment: exactly one wins, the other gets 409.
 * On PostgreSQL (TEST_DATABASE_URL) the requests really run at once, each on its own connection;
 * on PGlite (one connection) they queue, which the same assertions must survive.
 */
describe('concurrent answers to one offer item', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  let api: ReturnType<typeof offerClient>;
  const as: Record<string, { token: string; host: string }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createCatalogFixtures(t.db);
    api = offerClient(t);
    for (const [name, id] of Object.entries({
      buyer: fx.users.acmeBuyer.id,
      sales: fx.users.northwindBusiness.id,
      admin: fx.users.northwindAdmin.id,
    })) {
      as[name] = { token: await createSessionToken(t.db, id), host: HOSTS.northwind };
    }
  });
  afterAll(() => t.close());

  async function freshOffer(): Promise<Offer> {
    await t.db.delete(offers);
    await t.db.delete(cartItems);
    return offerOf(
      await api.make(as.buyer!, {
        items: [{ listingId: fx.listings.asr9001Northwind.id, quantity: 1, unitPrice: '4000' }],
      }),
      201,
    );
  }

  async function stateOf(offer: Offer) {
    const itemId = offer.items[0]!.id;
    const [item] = await t.db.select().from(offerItems).where(eq(offerItems.id, itemId));
    const events = await t.db.select().from(offerItemEvents).where(eq(offerItemEvents.offerItemId, itemId));
    const history = await t.db.select().from(entityHistory).where(eq(entityHistory.entityId, itemId));
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.offerItemId, itemId));
    return { item: item!, events, history, lines };
  }

  it('accept versus counter, with the version both saw: one wins, the other gets 409 changed', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 12; round++) {
      const offer = await freshOffer();
      const [accept, counter] = await Promise.all([
        api.seller(as.sales!, offer, 'accept', { version: 0 }),
        api.seller(as.admin!, offer, 'counter', { unitPrice: '4400', version: 0 }),
      ]);
      const codes = [accept.statusCode, counter.statusCode].sort();
      expect(codes, `${accept.body} / ${counter.body}`).toEqual([200, 409]);
      const loser = accept.statusCode === 409 ? accept : counter;
      expect(loser.json().error.message).toBe(offerMessages.changed);

      const state = await stateOf(offer);
      expect(state.item.version).toBe(1);
      expect(state.events.map((e) => e.action)).toEqual([
        'offer',
        accept.statusCode === 200 ? 'accept' : 'counter',
      ]);
      expect(state.history).toHaveLength(2);
      if (accept.statusCode === 200) {
        outcomes.add('accept');
        expect(state.item.status).toBe('accepted');
        expect(state.lines).toHaveLength(1);
      } else {
        outcomes.add('counter');
        expect(state.item).toMatchObject({
          status: 'countered',
          purchasePrice: '4400.0000',
          sellerCounterOfferCount: 1,
        });
        expect(state.lines).toHaveLength(0);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('without versions, still exactly one of them is applied', async () => {
    for (let round = 0; round < 8; round++) {
      const offer = await freshOffer();
      // Three answers that exclude each other: two seller staff, and the buyer withdrawing.
      const results = await Promise.all(
        round % 2 === 0
          ? [
              api.seller(as.sales!, offer, 'accept'),
              api.seller(as.admin!, offer, 'counter', { unitPrice: '4400' }),
              api.seller(as.admin!, offer, 'reject'),
            ]
          : [api.seller(as.sales!, offer, 'accept'), api.buyer(as.buyer!, offer, 'cancel')],
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const loser of results.filter((r) => r.statusCode !== 200)) {
        expect(loser.statusCode, loser.body).toBe(409);
        expect([offerMessages.changed, offerMessages.closed, offerMessages.notYourTurn]).toContain(
          loser.json().error.message,
        );
      }
      const state = await stateOf(offer);
      expect(state.item.version).toBe(1);
      expect(state.events).toHaveLength(2);
      expect(state.lines.length).toBe(state.item.status === 'accepted' ? 1 : 0);
    }
  });
});

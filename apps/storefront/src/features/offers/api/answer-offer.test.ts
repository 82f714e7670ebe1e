import { createTypedApiClient } from '@patchbay/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn(async (_request: Request) => Response.json({ offer: { id: 'o1' }, message: 'done' }));

vi.mock('@/lib/api-client', () => ({
  client: createTypedApiClient((request) => fetchMock(request as Request), {
    baseUrl: 'http://localhost:3000',
  }),
}));

const { answerOffer } = await import('./answer-offer');

const sent = () => fetchMock.mock.calls[0]?.[0] as Request;
const item = { id: 'i 1', version: 3 };

beforeEach(() => {
  fetchMock.mockClear();
});

describe('answerOffer', () => {
  it("sends the seller's counter to the admin API with the item's version", async () => {
    await answerOffer({
      offer: { id: 'o1', viewer: 'seller' },
      item,
      answer: { action: 'counter', unitPrice: '90.00', quantity: 2 },
      token: 'ignored',
    });
    expect(sent().method).toBe('POST');
    expect(sent().url).toBe('http://localhost:3000/api/admin/offers/o1/items/i%201/counter');
    expect(await sent().json()).toEqual({ unitPrice: '90.00', quantity: 2, version: 3 });
  });

  it("sends the buyer's edit with the link's token, and a plain accept with the version alone", async () => {
    await answerOffer({
      offer: { id: 'o1', viewer: 'buyer' },
      item,
      answer: { action: 'edit', quantity: 5 },
      token: 'tok/1',
    });
    expect(sent().url).toBe('http://localhost:3000/api/offers/o1/items/i%201/edit?token=tok%2F1');
    expect(await sent().json()).toEqual({ quantity: 5, version: 3 });
    fetchMock.mockClear();
    await answerOffer({
      offer: { id: 'o1', viewer: 'buyer' },
      item,
      answer: { action: 'accept' },
      token: null,
    });
    expect(sent().url).toBe('http://localhost:3000/api/offers/o1/items/i%201/accept');
    expect(await sent().json()).toEqual({ version: 3 });
  });

  it('sends nothing for an answer the viewer has no endpoint for', async () => {
    await expect(
      answerOffer({ offer: { id: 'o1', viewer: 'buyer' }, item, answer: { action: 'reject' }, token: null }),
    ).rejects.toThrow("An offer's buyer cannot reject an item");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billableWeight, createRateTableShipping, shippingZone } from './rate-table-shipping';
import type { RateRequest } from './shipping';
import { createShippoShipping } from './shippo-shipping';

const pkg = (over: Partial<RateRequest['packages'][number]> = {}) => ({
  quantity: 1,
  weightLb: '18.50',
  lengthIn: '20',
  widthIn: '18',
  heightIn: '4',
  ...over,
});

describe('rate table', () => {
  it.each([
    [{ country: 'US', state: 'CO' }, { country: 'United States', state: 'co' }, 1],
    [{ country: 'US', state: 'CO' }, { country: 'US', state: 'AZ' }, 2],
    [{ country: 'US', state: 'CO' }, { country: 'US', state: 'NY' }, 3],
    [{ country: 'CA', state: 'ON' }, { country: 'Canada', state: 'BC' }, 2],
    [{ country: 'CA', state: 'ON' }, { country: 'US', state: 'NY' }, 4],
    [{ country: 'US', state: null }, { country: 'US', state: 'NY' }, 3],
  ])('zone from %o to %o is %i', (origin, destination, zone) => {
    expect(shippingZone(origin, destination)).toBe(zone);
  });

  it.each([
    ['weight wins', pkg(), 19],
    [
      'dimensional weight wins: 30x30x30/139 = 194.2',
      pkg({ weightLb: '5', lengthIn: '30', widthIn: '30', heightIn: '30' }),
      195,
    ],
    ['no weight counts as 1 lb', pkg({ weightLb: null, lengthIn: null }), 1],
    ['exact pounds are not rounded up', pkg({ weightLb: '2.00', lengthIn: null }), 2],
  ])('billable weight: %s', (_name, p, pounds) => {
    expect(billableWeight(p)).toBe(pounds);
  });

  const request: RateRequest = {
    origin: { country: 'US', state: 'CO', zip: '80202' },
    destination: { country: 'US', state: 'CO', zip: '80301' },
    packages: [pkg({ quantity: 2 })],
  };

  it('prices three services by zone and billable weight, with stable rate ids', async () => {
    const table = createRateTableShipping();
    const rates = await table.rates(request);
    // Zone 1, 38 lb: $10.00 + 38 x $0.60 = $32.80 ground; 2-Day x2.2; Overnight x3.6.
    expect(rates.map((r) => [r.service, r.amount, r.estimatedDays])).toEqual([
      ['Ground', '32.80', 2],
      ['2-Day', '72.16', 2],
      ['Overnight', '118.08', 1],
    ]);
    expect((await table.rates(request)).map((r) => r.rateId)).toEqual(rates.map((r) => r.rateId));
    expect(await table.findRate(request, rates[1]!.rateId)).toEqual(rates[1]);
    // A different parcel does not find the old rate: the server prices what is in the cart now.
    expect(
      await table.findRate({ ...request, packages: [pkg({ quantity: 3 })] }, rates[1]!.rateId),
    ).toBeNull();
    expect(await table.rates({ ...request, packages: [] })).toEqual([]);
  });
});

describe('Shippo adapter (against a local fake of the API)', () => {
  let server: Server;
  let base: string;
  const seen: { method: string; url: string; auth: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/shipments/') {
          res.end(
            JSON.stringify({
              rates: [
                {
                  object_id: 'r1',
                  amount: '21.40',
                  currency: 'USD',
                  provider: 'UPS',
                  servicelevel: { name: 'Ground' },
                  estimated_days: 3,
                },
                {
                  object_id: 'r2',
                  amount: '30',
                  currency: 'CAD',
                  provider: 'Canada Post',
                  servicelevel: { name: 'Expedited' },
                },
              ],
            }),
          );
        } else if (req.url === '/rates/r1') {
          res.end(
            JSON.stringify({
              object_id: 'r1',
              amount: '21.40',
              currency: 'USD',
              provider: 'UPS',
              servicelevel: { name: 'Ground' },
              estimated_days: 3,
            }),
          );
        } else {
          res.statusCode = 404;
          res.end('{}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for a shipment’s rates, keeps USD ones, and reads a chosen rate back by id', async () => {
    const shippo = createShippoShipping({ token: 'shippo_test_abc', apiBase: base });
    const request: RateRequest = {
      origin: { country: 'US', state: 'CO', zip: '80202' },
      destination: { country: 'USA', state: 'NY', zip: '10001' },
      packages: [pkg({ quantity: 2 })],
    };
    const rates = await shippo.rates(request);
    expect(rates).toEqual([
      {
        rateId: 'r1',
        carrier: 'UPS',
        service: 'Ground',
        label: 'UPS Ground (3 days)',
        amount: '21.40',
        estimatedDays: 3,
      },
    ]);
    const sent = JSON.parse(seen[0]!.body);
    expect(seen[0]).toMatchObject({ method: 'POST', auth: 'ShippoToken shippo_test_abc' });
    expect(sent).toMatchObject({
      address_from: { country: 'US', state: 'CO', zip: '80202' },
      address_to: { country: 'US', state: 'NY', zip: '10001' },
      parcels: [{ weight: '38', mass_unit: 'lb', length: '20', distance_unit: 'in' }],
      async: false,
    });
    expect(await shippo.findRate(request, 'r1')).toMatchObject({ rateId: 'r1', amount: '21.40' });
    expect(await shippo.findRate(request, 'gone')).toBeNull();
    expect(await shippo.findRate(request, '../admin')).toBeNull();
  });
});

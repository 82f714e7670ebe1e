import { listingDetailSchema, listingSearchResponseSchema } from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../openapi/components';
import { fastJsonSchemaOf, jsonSchemaSerializerCompiler } from './json-serializer';

const compile = (schema: z.ZodType) =>
  jsonSchemaSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const card = {
  id: 'l1',
  productId: 'p1',
  title: 'Cisco ASR 9001 Router',
  path: '/Cisco-ASR-9001/dp/l1',
  oemName: 'Cisco',
  oemPartNumber: 'ASR-9001',
  condition: 'Refurbished',
  price: null,
  msrpPrice: '9999.5000',
  discountPercent: 0,
  numAvailable: 3,
  purchasable: true,
  canMakeOffer: false,
  imageUrl: '/api/media/brand/Cisco.svg',
  sellerName: 'Northwind "Networks" </script>',
  category: { slug: 'routers', name: 'Routers' },
  subCategory: null,
  isFeatured: true,
  isShippingIncluded: false,
  offerCount: 2,
  lowestPrice: '12.0000',
};

const detail = {
  ...card,
  displayName: 'Cisco ASR-9001',
  description: 'Line one\nline two \u2028 é ✓',
  oemModelName: null,
  images: ['/a.webp', '/b.webp'],
  specifications: [{ type: 'Ports', value: '4x 10GE' }],
  tiers: [
    { minQty: 1, maxQty: 9, price: '100.0000' },
    { minQty: 10, maxQty: null, price: '90.0000' },
  ],
  minQuantity: 1,
  quantityMultiple: 1,
  listPrice: '110.0000',
  specDocUrl: null,
  priceHiddenReason: 'Sign in to see the price',
  shipping: {
    isShippingIncluded: false,
    freeShippingMinOrderAmount: '5000.00',
    minShippingEstimate: 3,
    maxShippingEstimate: null,
    arrivalDate: '2026-12-01',
    pickupLocation: null,
    shippingOption: 'Ground',
    unitWeightLbs: '12.50',
  },
  seller: {
    id: 's1',
    name: 'Northwind',
    country: 'US',
    isAuthorizedReseller: true,
    returnPolicy: null,
    warrantyPolicy: '90 days',
    estimatedToShip: null,
    isOfferCredit: false,
    creditAppLink: null,
    creditTermType: null,
    minimumCreditOrderValue: null,
  },
  otherListings: [{ ...card, id: 'l2', subCategory: { slug: 'edge', name: 'Edge' }, price: '12.0000' }],
  offers: [
    {
      listingId: 'l2',
      path: '/Cisco-ASR-9001/dp/l2',
      current: false,
      seller: { id: 's2', name: 'Cobalt' },
      condition: 'Used',
      price: '12.0000',
      numAvailable: 4,
      purchasable: true,
      minQuantity: 1,
      quantityMultiple: 1,
      isShippingIncluded: false,
      shipsIn: { min: 2, max: null },
    },
  ],
  canonicalUrl: 'https://northwind.example/Cisco-ASR-9001/dp/l1',
};

describe('replies written from the JSON Schema of the zod schema', () => {
  it('writes exactly what zod and JSON.stringify write', () => {
    const stringify = compile(listingDetailSchema);
    expect(stringify(detail)).toBe(JSON.stringify(listingDetailSchema.encode(detail as never)));
    const search = {
      items: [card],
      total: 1,
      page: 1,
      pageSize: 24,
      pricesSearchable: true,
      approximate: { total: true, facets: false },
      facets: {
        categories: [{ value: 'routers', label: 'Routers', count: 1 }],
        subCategories: [],
        brands: [{ value: 'cisco', label: 'Cisco', count: 1 }],
        conditions: [{ value: 'Refurbished', label: 'Refurbished', count: 1 }],
        price: { min: null, max: '9999.5000' },
        inStock: 1,
      },
    };
    expect(JSON.parse(compile(listingSearchResponseSchema)(search))).toEqual(search);
  });

  it('leaves out every field the schema does not list, at any depth', () => {
    const leaky = {
      ...detail,
      passwordHash: 'secret',
      seller: { ...detail.seller, email: 'owner@northwind.test' },
      otherListings: detail.otherListings.map((other) => ({ ...other, internalNotes: 'do not show' })),
    };
    const written = compile(listingDetailSchema)(leaky);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('owner@northwind.test');
    expect(written).not.toContain('do not show');
    expect(JSON.parse(written)).toEqual(listingDetailSchema.parse(detail));
  });

  it('refuses a reply that lacks a required field instead of writing a wrong one', () => {
    const { canonicalUrl: _, ...incomplete } = detail;
    expect(() => compile(listingDetailSchema)(incomplete)).toThrow(/canonicalUrl/);
  });

  it('turns zod nullables into nullable types rather than anyOf', () => {
    const schema = fastJsonSchemaOf(
      z.object({ a: z.string().nullable(), b: z.object({ c: z.number() }).nullable() }),
    ) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.a).toEqual({ type: ['string', 'null'] });
    expect(schema.properties.b).toMatchObject({ type: 'object', nullable: true });
    expect(JSON.stringify(schema)).not.toContain('anyOf');
    expect(JSON.stringify(fastJsonSchemaOf(listingDetailSchema))).not.toContain('anyOf');
  });

  it('writes schemas the API document names as components inline, without $ref', () => {
    // The API document's components are named in zod's global registry (openapi/components.ts).
    for (const schema of [listingSearchResponseSchema, listingDetailSchema]) {
      const text = JSON.stringify(fastJsonSchemaOf(schema));
      expect(text).not.toContain('$ref');
      expect(text).not.toContain('anyOf');
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  canMakeOffer,
  defaultDisplayName,
  discountPercent,
  isPurchasable,
  NO_IMAGE_URL,
  productImages,
  productPath,
  productTitle,
  sellerDisplayName,
} from './catalog';
import { MoneyError } from './money';

describe('discountPercent', () => {
  it.each([
    ['100', '80', 20],
    ['100', '0', 100],
    ['100', '100', 0],
    ['100', '120', 0],
    ['0', '10', 0],
    [null, '10', 0],
    [undefined, '10', 0],
    ['', '10', 0],
    ['100', null, 0],
    ['3', '2', 33],
    ['3', '1', 67],
    ['200', '199', 1],
    ['200', '199.01', 0],
    ['8', '7.96', 1],
    ['99.9999', '49.9999', 50],
    ['999999999999.9999', '0.0001', 100],
  ])('msrp %j, price %j → %s', (msrp, price, percent) => {
    expect(discountPercent(msrp, price)).toBe(percent);
  });

  it.each([
    ['abc', '1'],
    ['100', '-1'],
    ['-100', '1'],
    ['100', '1.23456'],
  ])('throws MoneyError for msrp %j, price %j', (msrp, price) => {
    expect(() => discountPercent(msrp, price)).toThrow(MoneyError);
  });
});

describe('defaultDisplayName', () => {
  it.each([
    ['Cisco', 'WS-C2960-24TT-L', 'Cisco WS-C2960-24TT-L'],
    ['  Cisco ', ' ABC123  ', 'Cisco ABC123'],
    ['', 'ABC123', 'ABC123'],
    ['Cisco', '', 'Cisco'],
    [null, 'ABC123', 'ABC123'],
    ['Cisco', undefined, 'Cisco'],
    [null, null, ''],
  ])('%j + %j → %j', (oem, part, name) => {
    expect(defaultDisplayName(oem, part)).toBe(name);
  });
});

describe('productPath', () => {
  it.each([
    ['Cisco WS-C2960 24TT', 'p1', '/Cisco-WS-C2960-24TT/dp/p1'],
    ['Juniper  EX4300 / 48P (Refurb)', 42, '/Juniper-EX4300-48P-Refurb/dp/42'],
    ['--Nokia--7750--', 'x', '/Nokia-7750/dp/x'],
    ['a&b@c#d', 'id', '/a-b-c-d/dp/id'],
    ['Café 100%', 'id', '/Caf-100/dp/id'],
    ['!!!', 'id', '/product/dp/id'],
    ['', 'id', '/product/dp/id'],
    [null, 'id', '/product/dp/id'],
    ['Router', 'a/b c', '/Router/dp/a%2Fb%20c'],
    [
      '0190a0b2-uuid',
      '0190a0b2-7c1e-7d2e-9f00-000000000001',
      '/0190a0b2-uuid/dp/0190a0b2-7c1e-7d2e-9f00-000000000001',
    ],
  ])('%j, %j → %s', (name, id, path) => {
    expect(productPath(name, id)).toBe(path);
  });
});

describe('isPurchasable', () => {
  it.each([
    [{ price: '10', numAvailable: 1 }, true],
    [{ price: '0.0001', numAvailable: 5 }, true],
    [{ price: '0', numAvailable: 5 }, false],
    [{ price: '0.00', numAvailable: 5 }, false],
    [{ price: '10', numAvailable: 0 }, false],
    [{ price: '10', numAvailable: -1 }, false],
    [{ price: '-5', numAvailable: 5 }, false],
    [{ price: null, numAvailable: 5 }, false],
    [{ price: 'abc', numAvailable: 5 }, false],
    [{ price: '10', numAvailable: null }, false],
    [{ price: '10', numAvailable: Number.NaN }, false],
  ])('%j → %s', (listing, purchasable) => {
    expect(isPurchasable(listing)).toBe(purchasable);
  });
});

describe('canMakeOffer', () => {
  it.each([
    [{ numAvailable: 1 }, true],
    [{ numAvailable: 0 }, false],
    [{ numAvailable: 0, canMakeOfferIfQtyIsZero: true }, true],
    [{ numAvailable: 0, canMakeOfferIfQtyIsZero: false }, false],
    [{ numAvailable: 5, canMakeOfferIfQtyIsZero: false }, true],
    [{ numAvailable: -2 }, false],
    [{ numAvailable: null, canMakeOfferIfQtyIsZero: null }, false],
    [{ numAvailable: null, canMakeOfferIfQtyIsZero: true }, true],
  ])('%j → %s', (listing, allowed) => {
    expect(canMakeOffer(listing)).toBe(allowed);
  });
});

describe('productTitle', () => {
  it.each([
    [{ displayName: 'Catalyst 9300', oemName: 'Cisco', oemPartNumber: 'C9300-48P' }, 'Catalyst 9300'],
    [{ displayName: '  ', oemName: 'Cisco', oemPartNumber: 'C9300-48P' }, 'Cisco C9300-48P'],
    [{ displayName: '', oemName: ' Juniper ', oemPartNumber: '' }, 'Juniper'],
    [{ displayName: '', oemName: '', oemPartNumber: '' }, ''],
  ])('%o is titled %j', (product, title) => {
    expect(productTitle(product)).toBe(title);
  });
});

describe('productImages', () => {
  it.each([
    [{ oemName: 'Cisco', imageUrls: ['/a.png', ' ', '/b.png'] }, ['/a.png', '/b.png']],
    [{ oemName: 'Cisco', imageUrls: [] }, ['/api/media/brand/Cisco.svg']],
    [{ oemName: ' Hewlett Packard ', imageUrls: null }, ['/api/media/brand/Hewlett%20Packard.svg']],
    [{ oemName: '', imageUrls: ['', 42] }, [NO_IMAGE_URL]],
  ])('%o shows %j', (product, images) => {
    expect(productImages(product)).toEqual(images);
  });
});

describe('sellerDisplayName', () => {
  it.each([
    [{ name: 'Northwind', brandName: 'NW Direct', isDiscreteOrg: true }, 'NW Direct'],
    [{ name: 'Northwind', brandName: null, isDiscreteOrg: true }, 'Northwind'],
    [{ name: 'Northwind', brandName: 'NW Direct', isDiscreteOrg: false }, 'Northwind'],
  ])('%o is shown as %j', (seller, name) => {
    expect(sellerDisplayName(seller)).toBe(name);
  });
});

import { describe, expect, it } from 'vitest';
import { shipmentSchema } from './shipment';
import { errorsOf } from './test-helpers';

const shipment = {
  courierCompany: 'FedEx',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=1Z999',
  shipmentDate: '2024-02-29',
};

describe('shipmentSchema', () => {
  it.each([
    ['FedEx', shipment],
    ['UPS', { ...shipment, courierCompany: 'UPS' }],
    ['USPS', { ...shipment, courierCompany: 'USPS' }],
    ['Other with a name', { ...shipment, courierCompany: 'Other', courierName: 'DHL' }],
  ])('accepts %s', (_name, input) => {
    expect(errorsOf(shipmentSchema, input)).toEqual({});
  });

  it.each([
    [
      {},
      {
        courierCompany: ['Please enter courier company'],
        trackingNumber: ['Please enter tracking number'],
        trackingUrl: ['Please enter tracking URL'],
        shipmentDate: ['Please enter date'],
      },
    ],
    [{ ...shipment, courierCompany: 'Other' }, { courierName: ['Please enter courier name'] }],
    [
      { ...shipment, courierCompany: 'Other', courierName: '  ' },
      { courierName: ['Please enter courier name'] },
    ],
    [{ ...shipment, courierCompany: 'DHL' }, { courierCompany: ['Please enter valid courier company'] }],
    [{ ...shipment, courierCompany: 'fedex' }, { courierCompany: ['Please enter valid courier company'] }],
    [{ ...shipment, trackingUrl: 'not a url' }, { trackingUrl: ['Please enter valid URL'] }],
    [{ ...shipment, trackingUrl: 'javascript:alert(1)' }, { trackingUrl: ['Please enter valid URL'] }],
    [{ ...shipment, shipmentDate: '2024-02-30' }, { shipmentDate: ['Please enter valid date'] }],
    [{ ...shipment, shipmentDate: '02/29/2024' }, { shipmentDate: ['Please enter valid date'] }],
    [{ ...shipment, carrierFee: '1' }, { '': ['Unrecognized key: "carrierFee"'] }],
  ])('%#: %j', (input, errors) => {
    expect(errorsOf(shipmentSchema, input)).toEqual(errors);
  });
});

import { describe, expect, it } from 'vitest';
import { type FeeSchedule, feeAmount, feeScheduleProblems, saleFee } from './fees';

const schedule: FeeSchedule = {
  planName: 'Growth',
  monthlyFees: '99.00',
  serviceFeeOnOrder: '2.5',
  soldOnStorefrontFees: '1.5',
  soldOnStorefrontFeesType: 'percentage',
  soldOnMarketplaceFees: '12.5',
  soldOnMarketplaceFeesType: 'flat',
  processingFees: { card: '2.9', ach: '0.8', paylater: '3.5', paypal: '3.49' },
};

describe('feeAmount', () => {
  it.each<[Parameters<typeof feeAmount>, string]>([
    [['percentage', '3', '1000.00'], '30.00'],
    [['percentage', '2.5', '0.10'], '0.00'],
    [['percentage', '2.5', '0.20'], '0.01'],
    [['percentage', '0', '500.00'], '0.00'],
    [['percentage', '100', '12.34'], '12.34'],
    [['flat', '12.5', '1000.00'], '12.50'],
    [['flat', '12.5', '1.00'], '12.50'],
    [['flat', '0.125', '1.00'], '0.13'],
  ])('%j is %s', (args, expected) => {
    expect(feeAmount(...args)).toBe(expected);
  });
});

describe('saleFee', () => {
  it.each<[boolean, string, { type: string; value: string; amount: string }]>([
    [true, '200.00', { type: 'percentage', value: '1.5', amount: '3.00' }],
    [false, '200.00', { type: 'flat', value: '12.5', amount: '12.50' }],
  ])('on own storefront %s, line %s', (onOwnStorefront, lineTotal, expected) => {
    expect(saleFee(schedule, { onOwnStorefront, lineTotal })).toEqual(expected);
  });
});

describe('feeScheduleProblems', () => {
  it.each<[Partial<FeeSchedule>, Record<string, string>]>([
    [{}, {}],
    [{ serviceFeeOnOrder: '100' }, {}],
    [{ serviceFeeOnOrder: '100.01' }, { serviceFeeOnOrder: 'A percentage fee is between 0 and 100' }],
    [{ soldOnStorefrontFees: '150' }, { soldOnStorefrontFees: 'A percentage fee is between 0 and 100' }],
    [{ soldOnStorefrontFees: '150', soldOnStorefrontFeesType: 'flat' }, {}],
    [{ soldOnMarketplaceFees: '150' }, {}],
    [
      { soldOnMarketplaceFees: '150', soldOnMarketplaceFeesType: 'percentage' },
      { soldOnMarketplaceFees: 'A percentage fee is between 0 and 100' },
    ],
    [
      { processingFees: { card: '101', ach: '0', paylater: '0', paypal: '0' } },
      { 'processingFees.card': 'A percentage fee is between 0 and 100' },
    ],
  ])('%j', (change, problems) => {
    expect(feeScheduleProblems({ ...schedule, ...change })).toEqual(problems);
  });
});

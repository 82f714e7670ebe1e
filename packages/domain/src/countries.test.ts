import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, COUNTRIES, isCountry, regionCode, regionsOf, US_STATES } from './countries';

describe('isCountry', () => {
  it.each([
    ['US', 'US', true],
    ['us', 'US', true],
    ['USA', 'US', true],
    ['usa', 'US', true],
    ['United States', 'US', true],
    ['UNITED   STATES ', 'US', true],
    ['United States of America', 'US', false],
    ['U.S.', 'US', false],
    ['CA', 'US', false],
    ['CA', 'CA', true],
    ['ca', 'CA', true],
    ['CAN', 'CA', true],
    ['Canada', 'CA', true],
    [' canada ', 'CA', true],
    ['US', 'CA', false],
    ['Canadian', 'CA', false],
    ['', 'US', false],
    [null, 'US', false],
    [undefined, 'CA', false],
  ] as const)('%j is %s: %s', (value, country, expected) => {
    expect(isCountry(value, country)).toBe(expected);
  });
});

describe('regionCode', () => {
  it.each([
    [['US'], 'US'],
    [['United States', 'usa'], 'US'],
    [['Canada'], 'CA'],
    [['CAN', 'ca'], 'CA'],
    [['US', 'Canada'], 'MERGED_FEED'],
    [['canada', 'USA', 'Mexico'], 'MERGED_FEED'],
    [[], 'US'],
    [['Mexico', null], 'US'],
  ] as const)('%j → %s', (countries, code) => {
    expect(regionCode(countries)).toBe(code);
  });
});

describe('country lists', () => {
  it('has the 50 states and DC, and 13 provinces and territories, with unique codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.some((state) => state.code === 'DC' && state.name === 'District of Columbia')).toBe(
      true,
    );
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(new Set(CANADIAN_PROVINCES.map((province) => province.code)).size).toBe(13);
    expect(CANADIAN_PROVINCES.map((province) => province.code)).toEqual(
      expect.arrayContaining(['ON', 'QC', 'BC', 'YT', 'NT', 'NU']),
    );
  });

  it('names the currencies of the two countries', () => {
    expect(COUNTRIES.map(({ code, name, currency }) => [code, name, currency])).toEqual([
      ['US', 'United States', 'USD'],
      ['CA', 'Canada', 'CAD'],
    ]);
  });

  it.each([
    ['usa', US_STATES],
    ['Canada', CANADIAN_PROVINCES],
    ['Mexico', undefined],
  ])('regionsOf(%j)', (country, regions) => {
    expect(regionsOf(country)).toBe(regions);
  });
});

import { describe, expect, it } from 'vitest';
import {
  brandKey,
  buildTsQuery,
  isTypoCandidate,
  normalizePartNumber,
  pgTextArray,
  queryWords,
} from './search-query';

describe('search query helpers', () => {
  it.each([
    ['ASR-9001', 'asr9001'],
    ['asr9001', 'asr9001'],
    ['ASR 9001', 'asr9001'],
    [' sfp-10g-SR ', 'sfp10gsr'],
    ['N9K-C93180YC-EX', 'n9kc93180ycex'],
    ['---', ''],
  ])('normalizes the part number %j to %j', (input, expected) => {
    expect(normalizePartNumber(input)).toBe(expected);
  });

  it('splits a query into lower-case alphanumeric words, once each, eight at most', () => {
    expect(queryWords('SFP-10G-SR')).toEqual(['sfp', '10g', 'sr']);
    expect(queryWords('  Cisco  cisco ASR-9001 ')).toEqual(['cisco', 'asr', '9001']);
    expect(queryWords("it's 2.5G")).toEqual(['it', 's', '2', '5g']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords('%%%')).toEqual([]);
  });

  it('makes one brand key of every spelling of a brand', () => {
    expect(brandKey('Cisco')).toBe('cisco');
    expect(brandKey('CISCO')).toBe('cisco');
    expect(brandKey('Hewlett Packard Enterprise')).toBe('hewlett-packard-enterprise');
    expect(brandKey('hewlett-packard-enterprise')).toBe('hewlett-packard-enterprise');
    expect(brandKey(' A&T ')).toBe('a-t');
  });

  it('only corrects words that can be typos', () => {
    expect(isTypoCandidate('cisko')).toBe(true);
    expect(isTypoCandidate('asr')).toBe(false);
    expect(isTypoCandidate('9001')).toBe(false);
  });

  it('builds a tsquery of prefixes and typo alternatives', () => {
    expect(buildTsQuery(['cisko', 'asr', 'sr'], new Map([['cisko', ['cisco', 'cisco']]]))).toBe(
      '(cisko:* | cisco | cisco) & asr:* & sr',
    );
    expect(buildTsQuery(['x'], new Map([['x', ["'; drop table"]]]))).toBe('x');
  });

  it('quotes every element of a text array literal', () => {
    expect(pgTextArray(['a', 'b c', 'd"e', 'f\\g', '{}'])).toBe('{"a","b c","d\\"e","f\\\\g","{}"}');
    expect(pgTextArray([])).toBe('{}');
  });
});

import { describe, expect, it } from 'vitest';
import { parseEmailList } from './parse-email-list';

describe('parseEmailList', () => {
  it('reads one address per line or comma-separated, trimmed', () => {
    expect(parseEmailList('a@x.test\n b@x.test ,c@x.test;d@x.test\r\n\n').emails).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
      'd@x.test',
    ]);
  });

  it('keeps each address once, whatever its case', () => {
    expect(parseEmailList('a@x.test, A@X.test, a@x.test').emails).toEqual(['a@x.test']);
  });

  it('sets apart what is not an address', () => {
    expect(parseEmailList('a@x.test, nope, b@x')).toEqual({ emails: ['a@x.test'], invalid: ['nope', 'b@x'] });
  });

  it('answers empty lists for an empty box', () => {
    expect(parseEmailList(' \n , ')).toEqual({ emails: [], invalid: [] });
  });
});

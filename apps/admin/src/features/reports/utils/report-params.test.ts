import { describe, expect, it } from 'vitest';
import {
  parseInterval,
  parseReportParams,
  presetOf,
  presetRange,
  queryString,
  toReportQuery,
} from './report-params';

describe('report params', () => {
  it('reads valid days and drops anything else', () => {
    expect(parseReportParams(new URLSearchParams('from=2026-02-01&to=nonsense&organizationId=x'))).toEqual({
      from: '2026-02-01',
      to: '',
      organizationId: 'x',
    });
    expect(parseInterval(new URLSearchParams('interval=month'))).toBe('month');
    expect(parseInterval(new URLSearchParams('interval=year'))).toBe('day');
  });

  it('leaves empty fields out of the API query and links', () => {
    expect(toReportQuery({ from: '2026-02-01', to: '', organizationId: '' })).toEqual({ from: '2026-02-01' });
    expect(queryString({ from: '2026-02-01', q: '', page: 2, withoutResults: true })).toBe(
      '?from=2026-02-01&page=2&withoutResults=true',
    );
    expect(queryString({})).toBe('');
  });

  it('computes presets, today included', () => {
    expect(presetRange(7, '2026-03-04')).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(presetRange(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetOf({ from: '2026-02-26', to: '2026-03-04' }, '2026-03-04')).toBe('7');
    expect(presetOf({ from: '2026-02-25', to: '2026-03-04' }, '2026-03-04')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { resetLinkSent } from './auth-messages';

describe('resetLinkSent', () => {
  it.each([
    ['jane@example.com', 'We sent a link to reset your password to j***@e***.com.'],
    ['  a@mail.example.co.uk ', 'We sent a link to reset your password to a***@m***.uk.'],
    ['not-an-address', 'We sent a link to reset your password to ***.'],
  ])('%s: %s', (email, message) => {
    expect(resetLinkSent(email)).toBe(message);
  });

  it('never shows the whole address', () => {
    expect(resetLinkSent('procurement.lead@northwind.example')).not.toContain('procurement');
  });
});

import { describe, expect, it } from 'vitest';
import { chatWidgetIdProblem, chatWidgetOrigins, chatWidgetScript } from './chat-widget';

describe('chat widget allow-list', () => {
  it.each<[Parameters<typeof chatWidgetIdProblem>[0], string, boolean]>([
    ['crisp', '3a1f2c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', true],
    ['crisp', '3A1F2C4E-5B6D-4E7F-8A9B-0C1D2E3F4A5B', false],
    ['crisp', 'https://evil.example/x.js', false],
    ['tawkto', '0123456789abcdef01234567/1abcde2fg', true],
    ['tawkto', '0123456789abcdef01234567', false],
    ['tawkto', '0123456789abcdef01234567/../../x', false],
    ['intercom', 'abc12345', true],
    ['intercom', 'abc1234', false],
    ['intercom', 'abc12345"><script>', false],
  ])('%s id %s valid: %s', (provider, id, valid) => {
    expect(chatWidgetIdProblem(provider, id) === null).toBe(valid);
  });

  it.each<[Parameters<typeof chatWidgetScript>[0], string, string]>([
    ['crisp', '3a1f2c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', 'https://client.crisp.chat/l.js'],
    [
      'tawkto',
      '0123456789abcdef01234567/1abcde2fg',
      'https://embed.tawk.to/0123456789abcdef01234567/1abcde2fg',
    ],
    ['intercom', 'abc12345', 'https://widget.intercom.io/widget/abc12345'],
  ])('%s loads %s from %s', (provider, id, url) => {
    expect(chatWidgetScript(provider, id)).toBe(url);
    // The script's own origin is always allowed.
    expect(chatWidgetOrigins(provider).script).toContain(new URL(url).origin);
  });

  it('no widget: no extra origin', () => {
    expect(Object.values(chatWidgetOrigins(null)).flat()).toEqual([]);
  });
});

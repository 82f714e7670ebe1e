import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountFixtures, createAccountFixtures, createSessionToken } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

const CRISP_ID = '3a1f2c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const ALL_CHAT_ORIGINS = /crisp\.chat|tawk\.to|intercom/;

describe('chat widget: per-storefront setting, loaded on storefront hosts only, CSP for exactly its provider', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    // The built web apps are served, as in production, so the pages carry their real CSP.
    t = await createTestApp({ env: { SERVE_WEB: 'true' } });
    fx = await createAccountFixtures(t.db);
    tokens.northwindAdmin = await createSessionToken(t.db, fx.users.northwindAdmin.id);
    tokens.cobaltAdmin = await createSessionToken(t.db, fx.users.cobaltAdmin.id);
    tokens.northwindBusiness = await createSessionToken(t.db, fx.users.northwindBusiness.id);
    // Serving the built apps loads the server-side renderer too: slower to start than the API alone.
  }, 180_000);
  afterAll(() => t?.close());

  const patch = (actor: string, storefrontId: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/storefronts/${storefrontId}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[actor]}` },
      payload,
    });
  const page = (host: string) => t.app.inject({ url: '/', headers: { host, accept: 'text/html' } });
  const csp = async (host: string) => String((await page(host)).headers['content-security-policy'] ?? '');

  it('refuses a provider outside the allow-list and an id that does not fit its provider; changes nothing', async () => {
    const northwind = fx.storefronts.northwind.id;
    const other = await patch('northwindAdmin', northwind, {
      chatWidget: { provider: 'evilchat', id: 'x' },
    });
    expect(other.statusCode).toBe(400);
    const badId = await patch('northwindAdmin', northwind, {
      chatWidget: { provider: 'crisp', id: 'https://evil.example/x.js' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields['chatWidget.id']).toBe(
      'Please enter the Crisp website ID (a UUID such as 3a1f2c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b)',
    );
    const branding = await t.app.inject({ url: '/api/storefront', headers: { host: 'northwind.localhost' } });
    expect(branding.json().chatWidget).toBeNull();
  });

  it('another organization’s storefront is 404; a role without storefront.settings 403', async () => {
    const body = { chatWidget: { provider: 'crisp', id: CRISP_ID } };
    expect((await patch('cobaltAdmin', fx.storefronts.northwind.id, body)).statusCode).toBe(404);
    expect((await patch('northwindBusiness', fx.storefronts.northwind.id, body)).statusCode).toBe(403);
  });

  it('a storefront with Crisp allows exactly Crisp’s origins; others and the admin host allow none', async () => {
    const res = await patch('northwindAdmin', fx.storefronts.northwind.id, {
      chatWidget: { provider: 'crisp', id: CRISP_ID },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().storefront.chatWidget).toEqual({ provider: 'crisp', id: CRISP_ID });
    const branding = await t.app.inject({ url: '/api/storefront', headers: { host: 'northwind.localhost' } });
    expect(branding.json().chatWidget).toEqual({
      provider: 'crisp',
      id: CRISP_ID,
      scriptUrl: 'https://client.crisp.chat/l.js',
    });

    const northwind = await csp('northwind.localhost');
    expect(northwind).toMatch(
      /script-src 'self' 'sha256-[^']+' https:\/\/client\.crisp\.chat https:\/\/settings\.crisp\.chat;/,
    );
    expect(northwind).toContain(
      "connect-src 'self' https://client.crisp.chat https://storage.crisp.chat wss://client.relay.crisp.chat",
    );
    expect(northwind).toContain('frame-src https://game.crisp.chat');
    expect(northwind).not.toMatch(/tawk\.to|intercom/);

    expect(await csp('cobalt.localhost')).not.toMatch(ALL_CHAT_ORIGINS);
    expect(await csp('localhost')).not.toMatch(ALL_CHAT_ORIGINS);
    // The admin portal never loads a chat widget, whichever storefront its host falls back on.
    const admin = await page('admin.localhost');
    expect(admin.statusCode).toBe(200);
    expect(String(admin.headers['content-security-policy'])).not.toMatch(ALL_CHAT_ORIGINS);
    expect(admin.body).not.toContain('crisp.chat');
  });

  it('switching to Intercom swaps the origins at once; removing the widget removes them', async () => {
    await patch('northwindAdmin', fx.storefronts.northwind.id, {
      chatWidget: { provider: 'intercom', id: 'abc12345' },
    });
    const intercom = await csp('northwind.localhost');
    expect(intercom).toContain('https://widget.intercom.io');
    expect(intercom).not.toContain('crisp.chat');
    await patch('northwindAdmin', fx.storefronts.northwind.id, { chatWidget: null });
    expect(await csp('northwind.localhost')).not.toMatch(ALL_CHAT_ORIGINS);
  });
});

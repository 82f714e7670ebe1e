import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { organizations, storefronts, users } from '../src/db/schema/index';
import { verifyPassword } from '../src/modules/accounts/password';
import { prepareDatabase } from '../src/startup';
import { createFakeIntegrations, createTestDatabase, testConfig } from './helpers';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('seeding follows NODE_ENV, SEED_DEMO and SEED_DEMO_DATA', () => {
  it.each([
    [{}, true],
    [{ SEED_DEMO_DATA: 'false' }, false],
    [{ SEED_DEMO: 'false' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }, false],
    [{ NODE_ENV: 'production', SEED_DEMO: 'true' }, true],
  ])('%j seeds the demo data: %s', (env, seeds) => {
    expect(parseConfig(env).seedDemoData).toBe(seeds);
  });

  it('refuses an operator e-mail without a password, and a malformed one', () => {
    expect(() => parseConfig({ OPERATOR_EMAIL: 'ops@example.com' })).toThrow(
      'OPERATOR_EMAIL needs OPERATOR_PASSWORD',
    );
    expect(() => parseConfig({ OPERATOR_EMAIL: 'not an address', OPERATOR_PASSWORD: 'Secret123' })).toThrow(
      /OPERATOR_EMAIL: Please enter valid email/,
    );
    expect(() => parseConfig({ OPERATOR_EMAIL: 'ops@example.com', OPERATOR_PASSWORD: 'abc' })).toThrow(
      /OPERATOR_PASSWORD: Password should be minimum 6 characters/,
    );
  });
});

/**
 * One installation, as an operator would run it: `NODE_ENV=production` starts on an empty
 * database, then `npm run create-operator` (a real child process on the same database).
 */
describe('a production start on an empty database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-production-'));
  const databaseUrl = process.env.TEST_DATABASE_URL;
  let postgres: DatabaseHandle | undefined;
  const env = () => ({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(postgres?.connectionString ? { DATABASE_URL: postgres.connectionString } : {}),
  });
  /**
   * The server's database, opened as main.ts opens it. It starts as a copy of the run's migrated,
   * empty template (migrating a PGlite folder from scratch takes too long for a test).
   */
  let opened = false;
  const open = () => {
    if (postgres) return openDatabase({ databaseUrl: postgres.connectionString, poolSize: 2 });
    const template = opened ? undefined : new Blob([readFileSync(inject('pgliteTemplate'))]);
    opened = true;
    return openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: template });
  };

  beforeAll(async () => {
    if (databaseUrl) postgres = await createTestDatabase();
  });
  afterAll(async () => {
    await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(database: DatabaseHandle, email: string, password: string) {
    const config = testConfig({ NODE_ENV: 'production' });
    const { app } = await buildApp({
      config,
      database,
      integrations: createFakeIntegrations(database.db).integrations,
      logger: false,
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/token',
        headers: { host: 'admin.localhost' },
        payload: { email, password },
      });
      return res.statusCode;
    } finally {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }

  it('migrates but seeds nothing: no users, and the published operator password signs nobody in', async () => {
    const database = await open();
    try {
      const prepared = await prepareDatabase(database, parseConfig(env()));
      expect(prepared).toEqual({ seeded: false, operatorCreated: null });
      expect(await database.db.select().from(users)).toEqual([]);
      expect(await database.db.select().from(organizations)).toEqual([]);
      // Not even a marketplace to sign in on: every sign-in is refused until an operator is made.
      expect(await signIn(database, 'operator@patchbay.test', 'Demo1234')).toBe(404);
    } finally {
      await database.close();
    }
  });

  it('npm run create-operator makes an operator who can sign in (password from OPERATOR_PASSWORD)', async () => {
    const cli = (args: string[], extra: Record<string, string> = {}) =>
      run('npm', ['run', '--silent', 'create-operator', '--', ...args], {
        cwd: root,
        env: { ...process.env, ...env(), LOG_LEVEL: 'silent', ...extra },
      }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );

    const made = await cli(['--email', 'Ops@Example.com', '--marketplace-host', 'Shop.Example.com'], {
      OPERATOR_PASSWORD: 'Chosen123',
    });
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain('Platform operator ops@example.com created');
    expect(made.code).toBe(0);

    const again = await cli(['--email', 'ops@example.com'], { OPERATOR_PASSWORD: 'Other1234' });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This Email Is Already Taken. Please Choose Different Email');
    const noEmail = await cli([], { OPERATOR_PASSWORD: 'Other1234' });
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('Usage: npm run create-operator -- --email <email>');
    // No terminal to ask on and no OPERATOR_PASSWORD: refused, nothing made.
    const noPassword = await cli(['--email', 'second@example.com']);
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('set OPERATOR_PASSWORD');

    const database = await open();
    try {
      const all = await database.db.select().from(users);
      const [platform] = await database.db.select().from(organizations);
      expect(platform).toMatchObject({ name: 'Patchbay', orgType: 'platform' });
      expect(all.map((u) => [u.email, u.role, u.organizationId])).toEqual([
        ['ops@example.com', 'operator', platform!.id],
      ]);
      // The platform's marketplace, so the admin portal has a site to serve; no demo data.
      expect(
        (await database.db.select().from(storefronts)).map((f) => [
          f.isMarketplace,
          f.localUrl,
          f.customerDomain,
        ]),
      ).toEqual([[true, 'localhost', 'shop.example.com']]);
      expect(await signIn(database, 'ops@example.com', 'Chosen123')).toBe(200);
      // The published demo password still signs nobody in.
      expect(await signIn(database, 'operator@patchbay.test', 'Demo1234')).toBe(401);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('OPERATOR_EMAIL and OPERATOR_PASSWORD make the operator at start, once', async () => {
    const database = await open();
    try {
      const first = { ...env(), OPERATOR_EMAIL: 'first@example.com', OPERATOR_PASSWORD: 'First1234' };
      expect(await prepareDatabase(database, parseConfig(first))).toEqual({
        seeded: false,
        operatorCreated: 'first@example.com',
      });
      // A later start with another password changes nothing.
      const later = { ...first, OPERATOR_PASSWORD: 'Later1234' };
      expect(await prepareDatabase(database, parseConfig(later))).toEqual({
        seeded: false,
        operatorCreated: null,
      });
      const [row] = (await database.db.select().from(users)).filter((u) => u.email === 'first@example.com');
      expect(row?.role).toBe('operator');
      expect(await verifyPassword('First1234', row!.passwordHash)).toBe(true);
      expect(await signIn(database, 'first@example.com', 'First1234')).toBe(200);
    } finally {
      await database.close();
    }
  });
});

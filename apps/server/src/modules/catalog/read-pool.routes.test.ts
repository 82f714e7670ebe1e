import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures } from '../../../test/fixtures';
import { createFakeIntegrations, createTestDatabase, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { products } from '../../db/schema/index';

const NORTHWIND = 'northwind.localhost';
const READ_APPLICATION = 'patchbay_catalogue_read_test';

/**
 * DATABASE_READ_URL: catalogue reads (search, listing detail) go to the read pool, everything
 * else to the main one. On PGlite the "replica" is a copy of the database that differs in one
 * product's name, so an answer shows which pool it came from; on PostgreSQL it is the same
 * database through a pool with its own application_name, seen in pg_stat_activity.
 */
describe('catalogue reads on DATABASE_READ_URL', () => {
  let main: DatabaseHandle;
  let replica: DatabaseHandle;
  let fx: CatalogFixtures;
  const apps: { app: FastifyInstance; config: Config }[] = [];

  async function start(readDatabase: DatabaseHandle | undefined) {
    const config = testConfig();
    const { app } = await buildApp({
      config,
      database: main,
      readDatabase,
      integrations: createFakeIntegrations().integrations,
      logger: false,
    });
    await app.ready();
    apps.push({ app, config });
    return app;
  }

  beforeAll(async () => {
    main = await createTestDatabase();
    fx = await createCatalogFixtures(main.db);
    if (main.connectionString) {
      const url = new URL(main.connectionString);
      url.searchParams.set('application_name', READ_APPLICATION);
      replica = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    } else {
      const dump = await main.pglite!.dumpDataDir('none');
      replica = await openDatabase({ loadDataDir: dump });
      await replica.db
        .update(products)
        .set({ displayName: 'Arista as the replica has it' })
        .where(eq(products.id, fx.products.arista.id));
    }
  }, 180_000);
  afterAll(async () => {
    for (const { app, config } of apps) {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
    await replica?.close();
    await main?.close();
  });

  const detail = (app: FastifyInstance) =>
    app.inject({
      method: 'GET',
      url: `/api/listings/${fx.listings.aristaNorthwind.id}`,
      headers: { host: NORTHWIND },
    });
  const searchArista = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/api/listings?q=arista&pageSize=50', headers: { host: NORTHWIND } });

  const readConnections = async () => {
    const { rows } = await main.sql.executeSql(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [READ_APPLICATION],
    );
    return (rows[0] as { n: number }).n;
  };

  it('search and listing detail are read through the read pool when it is given', async () => {
    const app = await start(replica);
    if (main.connectionString) expect(await readConnections()).toBe(0);
    const [one, many] = [await detail(app), await searchArista(app)];
    expect(one.statusCode).toBe(200);
    expect(many.statusCode).toBe(200);
    if (main.connectionString) {
      expect(await readConnections()).toBeGreaterThan(0);
    } else {
      expect(one.json().displayName).toBe('Arista as the replica has it');
      // A card's path is made of the product's display name.
      expect(many.json().items.map((card: { path: string }) => card.path)).toEqual([
        expect.stringContaining('/Arista-as-the-replica-has-it/'),
      ]);
    }
  });

  it('without one, they are read through the main pool', async () => {
    const app = await start(undefined);
    const res = await detail(app);
    expect(res.statusCode).toBe(200);
    expect(res.json().displayName).toBe(fx.products.arista.displayName);
  });

  it('DATABASE_READ_URL needs DATABASE_URL: the server refuses to start without it', () => {
    expect(() => testConfig({ DATABASE_READ_URL: 'postgres://replica.example/patchbay' })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    const config = testConfig({
      DATABASE_URL: 'postgres://primary.example/patchbay',
      DATABASE_READ_URL: 'postgres://replica.example/patchbay',
    });
    rmSync(config.dataDir, { recursive: true, force: true });
    expect(config.databaseReadUrl).toBe('postgres://replica.example/patchbay');
  });
});

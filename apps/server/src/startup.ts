import type { Config } from './config';
import { type DatabaseHandle, migrateDatabase, withStartupLock } from './db/client';
import { seedDemoData } from './db/seed/index';
import { AppError } from './lib/errors';
import { createOperator } from './modules/users/users.service';

export interface PreparedDatabase {
  /** Demo data went into the empty database (SEED_DEMO / SEED_DEMO_DATA). */
  seeded: boolean;
  /** OPERATOR_EMAIL was made a platform operator at this start. */
  operatorCreated: string | null;
}

/**
 * What a server start does to its database before listening: migrate it; seed the demo data when
 * config says so (never in production unless SEED_DEMO=true: the demo passwords are published);
 * make OPERATOR_EMAIL a platform operator when no account has that e-mail yet. Several processes
 * starting together on one PostgreSQL database take turns (an advisory lock): the first does the
 * work, the others find it done.
 */
export function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<Config, 'seedDemoData' | 'uploadsDir' | 'operator'>,
  now: Date = new Date(),
): Promise<PreparedDatabase> {
  return withStartupLock(database, () => prepareDatabaseNow(database, config, now));
}

async function prepareDatabaseNow(
  database: DatabaseHandle,
  config: Pick<Config, 'seedDemoData' | 'uploadsDir' | 'operator'>,
  now: Date = new Date(),
): Promise<PreparedDatabase> {
  await migrateDatabase(database);
  const seeded = config.seedDemoData
    ? (await seedDemoData(database.db, { uploadsDir: config.uploadsDir })).seeded
    : false;
  let operatorCreated: string | null = null;
  const { email, password } = config.operator;
  if (email && password) {
    try {
      operatorCreated = (await createOperator(database.db, { email, password, now })).email;
    } catch (error) {
      // An account with that e-mail exists (an earlier start made it): nothing to do.
      if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    }
  }
  return { seeded, operatorCreated };
}

/**
 * `npm run create-operator -- --email ops@example.com`: makes the first platform operator of an
 * installation (production seeds no accounts), with the platform's marketplace storefront when
 * the database has none. The password comes from OPERATOR_PASSWORD when set
 * (scripts), else it is asked for twice on the terminal without being shown. Uses the same
 * DATABASE_URL / DATA_DIR as the server, and migrates the database first.
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { AppError } from '../lib/errors';
import { createOperator } from '../modules/users/users.service';

const USAGE = [
  'Usage: npm run create-operator -- --email <email> [--marketplace-host <host>]',
  'The password comes from OPERATOR_PASSWORD, else it is asked for on the terminal. On a database',
  'without a marketplace storefront, the platform organization and its marketplace are made too',
  '(answering on localhost and on --marketplace-host).',
].join('\n');

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    return Promise.reject(new Error('no terminal to ask the password on: set OPERATOR_PASSWORD'));
  }
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (result: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      result();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(() => resolve(value));
        if (char === '\u0003') return done(() => reject(new Error('cancelled')));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'marketplace-host': { type: 'string' } },
    strict: true,
  });
  if (!values.email) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = parseConfig();
  let password = config.operator.password;
  if (password === undefined) {
    password = await askHidden(`Password for ${values.email}: `);
    if ((await askHidden('Repeat the password: ')) !== password) {
      process.stderr.write('The passwords differ; nothing was created.\n');
      return 1;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  try {
    await migrateDatabase(database);
    const operator = await createOperator(database.db, {
      email: values.email,
      password,
      now: new Date(),
      marketplaceHost: values['marketplace-host'],
    });
    process.stdout.write(`Platform operator ${operator.email} created; sign in at the admin portal.\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields ? Object.entries(error.fields).map(([k, v]) => `  ${k}: ${v}`) : [];
    process.stderr.write(`${[error.message, ...fields].join('\n')}\nNothing was created.\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});

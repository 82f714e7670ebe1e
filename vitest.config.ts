import { defineConfig } from 'vitest/config';

// One runner for every suite; `--project` picks one. The server suite migrates one
// database per worker (see apps/server/test/global-setup.ts) and clones it per file.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          globalSetup: ['./test/global-setup.ts'],
          // A worker imports the server's modules once for all its files instead of once per file
          // (about 5 s a file on this machine): the suite ran in 40 % of the time (519 s against
          // 1,320 s). Files still get a database and an app of their own, so a module-level state
          // would leak between files: keep state in what buildApp creates.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: '.',
          include: [
            'apps/storefront/src/**/*.test.ts',
            'apps/admin/src/**/*.test.ts',
            'packages/ui/src/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['specs/**/*.spec.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A screen answers after a server round trip and a render: on a busy machine that can take
          // more than expect.poll's default second. Polls end as soon as they hold.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One test run for the whole workspace. Tests live beside the code they test.
// Integration tests use PGlite unless DATABASE_URL points at PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Plain TypeScript tests of the web app's content and helpers (no rendering).
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.ts'],
        },
      },
      {
        // Component tests of the web app: rendered in happy-dom and driven the way a person
        // uses them (@testing-library), for bugs only a real event shows.
        test: {
          name: 'web-dom',
          root: 'apps/web',
          include: ['app/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'sandbox',
          root: 'apps/sandbox',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['*.test.mjs'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/db/test-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});

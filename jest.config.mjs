import nextJest from 'next/jest.js';

// next/jest compiles with SWC (no Babel config, so Turbopack keeps SWC too), loads .env files,
// and stubs CSS Modules and static assets.
const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  clearMocks: true,
  // Jest's default is cores - 1, i.e. a single worker on the 2-core machine: use both cores.
  maxWorkers: 2,
  // Role queries walk whole pages (with every modal in their HTML); on a busy 2-core CI machine a
  // page's test can pass Jest's default 5 s.
  testTimeout: 15_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/out/', '/out-e2e/', '/.next/'],
};

export default createJestConfig(config);

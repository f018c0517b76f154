import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Images are pre-sized WebP variants rendered by components/ui/Picture (a plain <img> with srcset),
    // because next/image cannot optimise at run time in a static export and adds client JavaScript.
    rules: { '@next/next/no-img-element': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-e2e/**',
    'public/img/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench/**',
  ]),
]);

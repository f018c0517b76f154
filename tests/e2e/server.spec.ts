import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// The server behind `npm start` (scripts/start.mjs) behaves like a good static host.
test.describe('static server', () => {
  test('redirects a path without its trailing slash to the clean URL', async ({ request }) => {
    const response = await request.get('/about', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/about/');
  });

  test('compresses HTML with brotli or gzip', async ({ request }) => {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get('/', { headers: { 'Accept-Encoding': encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(encoding);
    }
  });

  test('caches the content-hashed build files for a year', async ({ request }) => {
    const chunks = readdirSync(path.join(__dirname, '..', '..', 'out-e2e', '_next', 'static', 'chunks'));
    const script = chunks.find((file) => file.endsWith('.js'));
    const response = await request.get(`/_next/static/chunks/${script}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('answers unknown paths with the 404 page and status 404', async ({ request }) => {
    const response = await request.get('/no/such/page/');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });
});

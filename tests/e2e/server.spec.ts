import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  embeddedFilePolicy,
  frameOptions,
  headPolicy,
  hostPolicy,
  inlineScripts,
  scriptHash,
  securityHeaders,
} from '../../lib/csp';
import { expect, test } from './fixtures';
import { notFoundPath } from './routes';

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

  test('sends the security headers, and each page the policy that allows its own inline scripts', async ({
    request,
  }) => {
    for (const path of ['/', '/about/', '/projects/residential-apartment-building/']) {
      const response = await request.get(path);
      const headers = response.headersArray();
      for (const [name, value] of securityHeaders) {
        expect(headers.filter((header) => header.name === name).map((header) => header.value)).toEqual([
          value,
        ]);
      }
      expect(response.headers()['x-frame-options']).toBe(frameOptions.page);
      const html = await response.text();
      const policies = headers
        .filter((header) => header.name === 'Content-Security-Policy')
        .map((h) => h.value);
      // The host-wide policy and the page's own, the <meta> one plus frame-ancestors.
      expect(policies).toEqual([hostPolicy, `${headPolicy(html)}; frame-ancestors 'none'`]);
      const scriptSrc = policies[1]?.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const code of scripts) expect(scriptSrc).toContain(`'${scriptHash(code)}'`);
    }
  });

  test('an unknown path gets the security headers, and the 404 page its own policy', async ({ request }) => {
    const response = await request.get(notFoundPath);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toBe(hostPolicy);
    const html = await response.text();
    for (const code of inlineScripts(html)) expect(headPolicy(html)).toContain(`'${scriptHash(code)}'`);
  });

  test('does not publish the files written for hosts', async ({ request }) => {
    for (const path of ['/_headers', '/_nginx-csp.conf']) {
      expect((await request.get(path)).status()).toBe(404);
    }
  });

  test('lets the site, and only the site, frame the company profile PDF', async ({ request }) => {
    const response = await request.get('/company-profile.pdf');
    expect(response.headers()['x-frame-options']).toBe(frameOptions.embeddedFile);
    const policies = response.headersArray().filter((header) => header.name === 'Content-Security-Policy');
    expect(policies.map((header) => header.value)).toEqual([hostPolicy, embeddedFilePolicy]);
  });
});

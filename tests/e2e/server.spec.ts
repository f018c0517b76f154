import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { immutableCache, securityHeaders } from '../../scripts/lib/csp';
import { expect, test } from '@playwright/test';
import { companyText } from '@/content/company';
import { shellText } from '@/content/shell';
import { COMPRESSIBLE } from '../../scripts/compress';
import {
  exportDir,
  get,
  nginxBrotliMissing,
  rawRequest,
  residentKb,
  startNginx,
  startPreviewServer,
  type RunningServer,
} from './servers';

// The serving side, as a visitor, an operator and a stranger meet it: `npm start` (scripts/serve.ts,
// sirv in a wrapper) and nginx with deploy/nginx.conf and the files the build writes for it
// (scripts/lib/hosts.ts) answer the same way. Raw requests, so nothing tidies them up.

const script = readdirSync(path.join(exportDir, '_next', 'static', 'chunks')).find((file) =>
  file.endsWith('.js'),
);
const PICTURE = `/img/${readdirSync(path.join(exportDir, 'img'), { recursive: true, encoding: 'utf8' }).find((file) => file.endsWith('.webp'))}`;

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  for (const [name, value] of securityHeaders)
    expect(headers[name.toLowerCase()], `${where}: ${name}`).toBe(value);
}

// Both always run: without nginx (or openssl) startNginx fails, saying what to install;
// scripts/ensure-browser.ts and .ci/run install them where apt is there.
const servers = [
  { name: 'npm start', start: startPreviewServer },
  { name: 'nginx', start: startNginx },
] as const;

test("every text file of the export has the build's brotli and gzip copies, each the file itself", () => {
  const files = readdirSync(exportDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    COMPRESSIBLE.has(path.extname(file)),
  );
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) {
    const content = readFileSync(path.join(exportDir, file));
    expect(brotliDecompressSync(readFileSync(path.join(exportDir, `${file}.br`))).equals(content), file).toBe(
      true,
    );
    expect(gunzipSync(readFileSync(path.join(exportDir, `${file}.gz`))).equals(content), file).toBe(true);
  }
});

for (const { name, start } of servers) {
  test.describe(`${name} serves the export`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await start();
    });
    test.afterAll(async () => server?.stop());

    if (name === 'nginx') {
      // npm start serves plain HTTP only: on a real host, TLS is in front of it.
      test('plain HTTP redirects to HTTPS', async () => {
        const response = await get(server.redirectOrigin ?? '', '/about/?x=1');
        expect(response.status).toBe(301);
        expect(response.headers.location).toBe('https://localhost/about/?x=1');
      });

      // A form whose target is not HTTPS (the contact form's mailto:, say) makes its whole page
      // insecure to Chrome: no padlock, autofill off, a warning as the visitor types. Only Send's
      // own target, used without JavaScript, may be one.
      test('over HTTPS, the contact pages hold no insecure form', async ({ browser }) => {
        const context = await browser.newContext({ ignoreHTTPSErrors: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const securityIssues: string[] = [];
        cdp.on('Security.visibleSecurityStateChanged', ({ visibleSecurityState }) =>
          securityIssues.push(...visibleSecurityState.securityStateIssueIds),
        );
        await cdp.send('Security.enable');
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.text().includes('Mixed Content')) warnings.push(message.text());
        });
        for (const path of ['/contact/', '/bn/contact/']) {
          await page.goto(server.origin + path);
          await expect(page.locator('form [type=submit]')).toHaveAttribute('formaction', /^mailto:/);
        }
        expect(warnings).toEqual([]);
        expect(securityIssues).not.toContain('contained-mixed-form');
        await context.close();
      });
    }

    test('clean URLs: a path without its trailing slash redirects to it', async () => {
      const response = await get(server.origin, '/about');
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe('/about/');
    });

    test('the same static headers on every path, pages, files, errors and refusals alike', async () => {
      for (const target of [
        '/',
        '/about/',
        '/projects/residential-apartment-building/',
        '/company-profile.pdf',
        '/no-such-page/',
        PICTURE,
      ]) {
        const response = await get(server.origin, target);
        expect(response.status, target).toBeLessThan(500);
        expectSecurityHeaders(response.headers, target);
      }
      expectSecurityHeaders((await get(server.origin, '/', {}, 'POST')).headers, 'POST /');
    });

    test("sends the build's brotli and gzip copies of a page; a byte range is never compressed", async () => {
      const home = readFileSync(path.join(exportDir, 'index.html'));
      const best = await get(server.origin, '/', { 'Accept-Encoding': 'br, gzip' });
      if (name === 'nginx' && nginxBrotliMissing) {
        test.info().annotations.push({ description: nginxBrotliMissing, type: 'no brotli' });
        expect(best.headers['content-encoding']).toBe('gzip');
      } else {
        // The build's copy, byte for byte (scripts/compress.ts, quality 11), not one made per request.
        expect(best.headers['content-encoding']).toBe('br');
        expect(best.body.equals(readFileSync(path.join(exportDir, 'index.html.br')))).toBe(true);
        expect(brotliDecompressSync(best.body).equals(home)).toBe(true);
      }
      const gzip = await get(server.origin, '/', { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body.equals(readFileSync(path.join(exportDir, 'index.html.gz')))).toBe(true);
      expect(gunzipSync(gzip.body).equals(home)).toBe(true);
      const whole = await get(server.origin, '/company-profile.pdf');
      const size = whole.body.length;
      const range = await get(server.origin, '/company-profile.pdf', {
        Range: 'bytes=100-199',
        'Accept-Encoding': 'br, gzip',
      });
      expect(range.status).toBe(206);
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(range.body.equals(whole.body.subarray(100, 200))).toBe(true);
      const page = await get(server.origin, '/about/', { Range: 'bytes=0-9', 'Accept-Encoding': 'br, gzip' });
      if (name === 'nginx') {
        // nginx ignores a range on an answer it compresses (allowed): the whole page, 200.
        expect(page.status).toBe(200);
      } else {
        expect(page.status).toBe(206);
        expect(page.headers['content-encoding']).toBeUndefined();
        expect(page.body.toString()).toBe('<!DOCTYPE ');
      }
    });

    test('an unsatisfiable range: 416, never the file', async () => {
      const response = await get(server.origin, '/company-profile.pdf', { Range: 'bytes=99999999-' });
      expect(response.status).toBe(416);
      expect(response.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
      // Never the file: npm start sends nothing, nginx its one-line error page.
      if (name === 'nginx') expect(response.body.length).toBeLessThan(512);
      else expect(response.body.length).toBe(0);
    });

    test('pages, pictures and the service worker are revalidated (no-cache, validators, 304); build files are cached for a year', async () => {
      // The worker above all: a copy of it cached for long would hide every deploy behind it.
      for (const target of ['/about/', PICTURE, '/sw.js']) {
        const first = await get(server.origin, target);
        expect(first.headers['cache-control'], target).toBe('no-cache');
        expect(first.headers.etag, target).toBeTruthy();
        expect(first.headers['last-modified'], target).toBeTruthy();
        const again = await get(server.origin, target, { 'If-None-Match': first.headers.etag ?? '' });
        expect(again.status, target).toBe(304);
        expect(again.body.length).toBe(0);
      }
      const build = await get(server.origin, `/_next/static/chunks/${script}`);
      expect(build.status).toBe(200);
      expect(build.headers['cache-control']).toBe(immutableCache.header[1]);
    });

    test('no error is cached for long: a build file not deployed (yet), a refused method, a bad range', async () => {
      const chunk = `/_next/static/chunks/${script}`;
      const longLived = /immutable|max-age=[1-9]/;
      for (const [what, response] of [
        ['a missing build file', await get(server.origin, '/_next/static/chunks/not-deployed-yet.js')],
        ['a missing page', await get(server.origin, '/no-such-page/')],
        ['POST to a build file', await get(server.origin, chunk, {}, 'POST')],
        ['a malformed path', await get(server.origin, '/_next/static/%ff')],
      ] as const) {
        expect(response.status, what).toBeGreaterThanOrEqual(400);
        // A page deployed before its chunks must not leave a chunk's 404 in the browser for a year.
        expect(response.headers['cache-control'] ?? '', what).not.toMatch(longLived);
      }
      // A range past the end: neither serves ranges of build files (the whole file, 200, cached as
      // such), so no error with a year on it.
      const range = await get(server.origin, chunk, { Range: 'bytes=99999999-' });
      expect(range.status).toBe(200);
      expect(range.headers['cache-control']).toBe(immutableCache.header[1]);
    });

    test('answers only GET and HEAD: other methods get 405 with Allow', async () => {
      const head = await get(server.origin, '/about/', {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
        const response = await get(server.origin, '/about/', {}, method);
        expect(response.status, method).toBe(405);
        expect(response.headers.allow, method).toBe('GET, HEAD');
      }
    });

    test('files written for hosts are not published, in any spelling', async () => {
      for (const target of [
        '/_headers',
        '/%5fheaders',
        '/%5Fheaders/',
        '/_headers/.',
        '/./_headers',
        '/x/../_headers',
        '/_redirects',
        '/%5fredirects/.',
      ]) {
        const response = await get(server.origin, target);
        expect(response.status, target).toBe(404);
        expect(response.body.toString(), target).not.toContain('Strict-Transport-Security');
        expect(response.body.toString(), target).not.toContain('/projects/404.html');
      }
    });

    test('a path is served by its decoded, normalised spelling, with the same headers', async () => {
      for (const target of ['/abou%74/', '/%61bout/', '/x/../about/', '/about/./']) {
        const response = await get(server.origin, target);
        expect(response.status, target).toBe(200);
        expect(response.body.toString(), target).toContain('<h1');
        expectSecurityHeaders(response.headers, target);
      }
    });

    test("unknown paths: 404 with the not-found page; unknown projects: 404 with 'Project Not Found'", async () => {
      const page = await get(server.origin, '/no/such/page/');
      expect(page.status).toBe(404);
      expect(page.body.toString()).toContain(shellText.en.notFound.page.title);
      for (const target of ['/projects/no-such-project/', '/projects/no-such-project']) {
        const response = await get(server.origin, target);
        expect(response.status, target).toBe(404);
        const html = response.body.toString();
        expect(html).toMatch(/<h1[^>]*>Project Not Found<\/h1>/);
        expect(html).toContain(`<title>Project Not Found | ${companyText.en.name}</title>`);
        expect(html).toMatch(/<a [^>]*href="\/projects\/"[^>]*>.*Back to Projects/);
        expect(html).toMatch(/<meta name="robots" content="noindex/);
      }
    });

    test('unknown Bangla addresses: 404 with the Bangla not-found pages, in <html lang="bn">', async () => {
      const bn = shellText.bn.notFound;
      for (const [target, kind, back] of [
        ['/bn/no/such/page/', 'page', '/bn/'],
        ['/bn/projects/no-such-project/', 'project', '/bn/projects/'],
        ['/bn/projects/no-such-project', 'project', '/bn/projects/'],
      ] as const) {
        const response = await get(server.origin, target);
        expect(response.status, target).toBe(404);
        const html = response.body.toString();
        expect(html, target).toContain('<html lang="bn"');
        expect(html, target).toContain(`>${bn[kind].title}</h1>`);
        expect(html, target).toMatch(new RegExp(`<a [^>]*href="${back}"[^>]*>.*${bn[kind].back}`));
        expect(html, target).toMatch(/<meta name="robots" content="noindex/);
      }
    });

    test('refuses NUL bytes and malformed escapes with 400, overlong paths with 414, and keeps serving', async () => {
      for (const target of ['/a%00b/', '/%00', '/abc%', '/%E0%A4%A/']) {
        expect((await get(server.origin, target)).status, target).toBe(400);
      }
      expect((await get(server.origin, `/${'a'.repeat(5000)}/`)).status).toBe(414);
      expect((await get(server.origin, '/about/')).status).toBe(200);
    });
  });
}

test.describe('npm start cannot be knocked over', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startPreviewServer();
  });
  test.afterAll(async () => server?.stop());

  test('malformed request targets get a 4xx, and the server keeps serving', async () => {
    for (const target of [
      '//[/',
      '//a%/',
      '//a:99999/',
      'http://a:99999999/',
      'http://[/',
      '*',
      '/[/',
      '/%ff/',
    ]) {
      const response = await get(server.origin, target);
      expect(response.status, target).toBeGreaterThanOrEqual(400);
      expect(response.status, target).toBeLessThan(500);
      expect(response.body.toString(), target).not.toMatch(/at .*\.m?[jt]s:\d+/); // no stack trace
    }
    const nul = await rawRequest(
      server.origin,
      Buffer.from('GET /a\0b/ HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
    );
    expect(nul.status).toBe(400);
    expect((await get(server.origin, '/')).status).toBe(200);
  });

  test('a symlink inside the export is not followed out of it', async () => {
    const link = path.join(exportDir, 'escape-link-test');
    rmSync(link, { force: true });
    symlinkSync('/etc', link);
    const inside = path.join(exportDir, 'inside-link-test');
    rmSync(inside, { force: true, recursive: true });
    mkdirSync(inside);
    symlinkSync(path.join(exportDir, 'about', 'index.html'), path.join(inside, 'index.html'));
    try {
      for (const target of ['/escape-link-test/hostname', '/escape-link-test/passwd', '/escape-link-test/']) {
        const response = await get(server.origin, target);
        expect(response.status, target).toBe(404);
        expect(response.body.toString(), target).not.toContain('root:');
      }
      expect((await get(server.origin, '/inside-link-test/')).status).toBe(200);
    } finally {
      rmSync(link, { force: true });
      rmSync(inside, { force: true, recursive: true });
    }
  });

  test('stops on SIGTERM while a connection that has sent nothing is open (a browser preconnect)', async () => {
    const own = await startPreviewServer();
    const { port, hostname } = new URL(own.origin);
    const silent = net.connect(Number(port), hostname);
    await new Promise((resolve) => silent.once('connect', resolve));
    // The server's cut may reach the socket as a reset (ECONNRESET) rather than an end: either is
    // the cut this test waits for, so an error here is expected, not a failure.
    silent.on('error', () => {});
    const cut = new Promise((resolve) => silent.once('close', resolve));
    // Without the cut, close() waits out the socket's headersTimeout (60 s, the test's own limit).
    await own.stop();
    await cut;
    expect(() => process.kill(own.pid, 0), 'the server has exited').toThrow();
  });

  test('2,000 mixed requests, a tenth malformed, 50 at once: every one answered, no 5xx, memory flat', async () => {
    const good = [
      '/',
      '/about/',
      '/contact/',
      '/no-such-page/',
      '/projects/nope/',
      '/bn/',
      '/bn/nope/',
      '/company-profile.pdf',
      PICTURE,
      `/_next/static/chunks/${script}`,
    ];
    const bad = ['//[/', '/a%00b/', '/%ff/', `/${'x'.repeat(3000)}`];
    const requestAt = (index: number) => {
      if (index % 10 === 0) return get(server.origin, bad[index % bad.length] ?? '/');
      const target = good[index % good.length] ?? '/';
      const headers: Record<string, string> = index % 3 === 0 ? { 'Accept-Encoding': 'br, gzip' } : {};
      if (index % 7 === 0) headers.Range = 'bytes=0-1023';
      return get(server.origin, target, headers, index % 11 === 0 ? 'HEAD' : 'GET');
    };
    async function round(count: number) {
      const statuses: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          while (next < count) {
            const index = next++;
            statuses.push((await requestAt(index)).status);
          }
        }),
      );
      return statuses;
    }
    // Warm-up: buffers, compressors and the JIT settle (about 110 MB here); on a busy machine the
    // first round alone leaves the heap still growing.
    await round(2000);
    await round(2000);
    const before = residentKb(server.pid);
    const statuses = await round(2000);
    // One more round: a leak raises both readings after the warm-up by at least a round's worth; the
    // garbage collector's timing raises one or the other (by 24 MB once, when the machine was busy
    // and the server's collections waited for the CPU), so the lower one is compared.
    const after = [residentKb(server.pid)];
    await round(2000);
    after.push(residentKb(server.pid));
    expect(statuses).toHaveLength(2000);
    expect(statuses.filter((status) => !(status >= 200 && status < 500))).toEqual([]);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(100);
    expect((await get(server.origin, '/')).status).toBe(200);
    const lowest = Math.min(...after.map((reading) => reading ?? Number.NaN));
    if (before !== undefined && !Number.isNaN(lowest)) {
      console.log(`npm start, resident memory: ${before} KB after warm-up, then ${after.join(', ')} KB`);
      // A leak of 12 KB a request would be 24 MB a round.
      expect(lowest - before).toBeLessThan(24 * 1024);
    }
  });
});

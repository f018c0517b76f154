/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  pagePolicy,
  headerPolicy,
  immutableCache,
  inlineScripts,
  workerScriptCache,
  scriptHash,
  securityHeaders,
  withPolicyMeta,
} from './csp';

const sources = { connect: ['https://api.emailjs.com'], frame: ['https://www.google.com'] };

describe('scriptHash', () => {
  it('is the base64 SHA-256 a browser computes for the script text', () => {
    // The example of the CSP spec: https://w3c.github.io/webappsec-csp/#grammardef-hash-source
    expect(scriptHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });
});

describe('inlineScripts', () => {
  it('returns the text of the scripts a browser runs, skipping external ones and JSON-LD', () => {
    const html = `<!DOCTYPE html><html><head><script src="/a.js"></script><script>self.a=1</script>
      <script type="application/ld+json">{"@type":"Organization"}</script></head>
      <body><script type="module">import "/b.js"</script><script id="_R_">(x < 2 && y)</script></body></html>`;
    expect(inlineScripts(html)).toEqual(['self.a=1', 'import "/b.js"', '(x < 2 && y)']);
  });

  it('hashes what the browser hashes: entity-like text is not decoded inside a script', () => {
    expect(inlineScripts('<script>a("&amp;")</script>')).toEqual(['a("&amp;")']);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(['sha256-b', 'sha256-a', 'sha256-a'], sources);
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it("allows scripts from the site and the given hashes only, never 'unsafe-inline' or 'unsafe-eval'", () => {
    expect(directive('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
  });

  it('lets the page reach only the e-mail API and frame only the map', () => {
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(directive('frame-src')).toEqual(["'self'", 'https://www.google.com']);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('form-action')).toEqual(["'self'", 'mailto:']);
  });

  it('leaves frame-ancestors to the header, where browsers honour it', () => {
    expect(directive('frame-ancestors')).toBeUndefined();
  });
});

describe('withPolicyMeta', () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>a()</script></head><body></body></html>';

  it('puts the policy first in <head>, after only the charset, and reads back as the policy', () => {
    const html = withPolicyMeta(page, "script-src 'self' 'sha256-x'");
    // The charset must stay in the first 1024 bytes, which a long policy would push it out of.
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-x'"/><script>`,
    );
    expect(pagePolicy(html)).toBe("script-src 'self' 'sha256-x'");
  });

  it('puts the policy first in a <head> that has no charset', () => {
    const html = withPolicyMeta('<html><head><title>t</title></head></html>', 'a');
    expect(html).toContain('<head><meta http-equiv="Content-Security-Policy" content="a"/><title>');
    expect(pagePolicy(html)).toBe('a');
  });

  it('replaces its own tag when run again', () => {
    const twice = withPolicyMeta(withPolicyMeta(page, 'a'), 'b');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(pagePolicy(twice)).toBe('b');
  });

  it('finds no policy when something else comes first', () => {
    expect(pagePolicy(page)).toBeUndefined();
  });

  it('refuses a page without a <head> tag', () => {
    expect(() => withPolicyMeta('<p>hi</p>', 'a')).toThrow(/no <head>/);
  });
});

const deployFile = (...parts: string[]) => readFileSync(path.join(__dirname, '..', '..', ...parts), 'utf8');

/** public/_headers as Netlify and Cloudflare Pages read it: path lines, then indented headers. */
function headerRules(text: string) {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

describe('the static headers', () => {
  it('public/_headers: the security headers for every path, the worker revalidated, and nothing else (no cache lifetime a 404 could carry)', () => {
    expect(headerRules(deployFile('public', '_headers'))).toEqual([
      { path: '/*', headers: securityHeaders.map(([name, value]) => [name, value]) },
      { path: workerScriptCache.path, headers: [[...workerScriptCache.header]] },
    ]);
  });

  it('deploy/unnoti/headers.conf sends the same headers, and every location of site.conf includes it', () => {
    const headers = deployFile('deploy', 'unnoti', 'headers.conf');
    const sent = [...headers.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map(([, name, value]) => [
      name,
      value,
    ]);
    expect(sent).toEqual([...securityHeaders.map(([name, value]) => [name, value]), ['Allow', 'GET, HEAD']]);
    const site = deployFile('deploy', 'unnoti', 'site.conf');
    const locations = site.split(/^location /m).slice(1);
    expect(locations.length).toBeGreaterThan(2);
    for (const location of locations) {
      if (/add_header/.test(location)) expect(location).toContain('include unnoti/headers.conf;');
    }
    expect(site).toContain(`location ${immutableCache.path} {`);
    // Without `always`: on success statuses only (tests/e2e/server.spec.ts checks the errors).
    expect(site).toContain(`add_header ${immutableCache.header[0]} "${immutableCache.header[1]}";`);
    expect(site).toMatch(
      new RegExp(
        `location = ${workerScriptCache.path} \\{[^}]*add_header ${workerScriptCache.header[0]} "${workerScriptCache.header[1]}" always;`,
      ),
    );
  });

  it('scripts/start.mjs sends the worker revalidated', () => {
    const start = deployFile('scripts', 'start.mjs');
    expect(start).toContain(`'${workerScriptCache.path}'`);
    expect(start).toContain(`'${workerScriptCache.header[1]}'`);
  });

  it('deploy/nginx.conf redirects HTTP to HTTPS and serves the site over HTTPS', () => {
    const nginx = deployFile('deploy', 'nginx.conf');
    expect(nginx).toMatch(/listen 80;[^}]*return 301 https:\/\/\$host\$request_uri;/);
    expect(nginx).toMatch(/listen 443 ssl[^}]*ssl_certificate [^}]*include unnoti\/site\.conf;/);
    expect(nginx).not.toMatch(/_nginx-csp|\$unnoti_csp/);
  });
});

describe('headerPolicy', () => {
  it('leaves scripts to the page policy, so both can apply at once', () => {
    expect(headerPolicy).not.toMatch(/script-src|default-src/);
    expect(headerPolicy).toContain("frame-ancestors 'self'");
    expect(headerPolicy).toContain("form-action 'self' mailto:");
  });

  it("allows the site's own service worker and no other, in the header and in every page's policy", () => {
    expect(headerPolicy).toContain("worker-src 'self'");
    expect(contentSecurityPolicy([], sources)).toContain("worker-src 'self'");
  });
});

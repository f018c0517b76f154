/** @jest-environment node */
import {
  contentSecurityPolicy,
  pagePolicy,
  headerPolicy,
  inlineScripts,
  scriptHash,
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

import { createHash } from 'node:crypto';
import { attribute, elements, locatedElements, parse, type HtmlElement as Element } from './html';

/**
 * The response headers every response gets, whatever the host: `npm start` (scripts/start.mjs reads
 * them back from out/_headers), Netlify and Cloudflare Pages (out/_headers) and nginx
 * (deploy/nginx.conf repeats them; lib/csp.test.ts checks that it does).
 */
export const securityHeaders = [
  // Two years, the preload list's minimum; browsers ignore it over plain HTTP (localhost).
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The site uses none of these; the map embed gets no say either.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
] as const satisfies readonly (readonly [string, string])[];

/**
 * Framing. No page may be framed (X-Frame-Options for old browsers, frame-ancestors for the rest;
 * frame-ancestors only works as a header, never in <meta>). Files the site shows in its own pages
 * (the company profile PDF in the viewer's <object>) may be framed by the site itself: a PDF sent
 * with DENY shows the <object>'s fallback instead.
 */
export const frameOptions = { page: 'DENY', embeddedFile: 'SAMEORIGIN' } as const;

/** Where the site's own pages reach out to: the contact form's e-mail API and the map embed. */
export interface PolicySources {
  connect: readonly string[];
  frame: readonly string[];
}

/**
 * The Content-Security-Policy of one page. `header` adds what a <meta> policy cannot carry
 * (frame-ancestors).
 *
 * - script-src: our files plus the hashes of the page's inline scripts, never 'unsafe-inline'.
 * - style-src 'unsafe-inline': sonner (the toasts) injects its stylesheet as a <style> element at
 *   run time; a style cannot run code, and hashing a dependency's CSS would break on every update.
 * - img-src data:: the projects dropdown's arrow is an inline SVG in CSS.
 * - object-src and frame-src 'self': the Company Profile viewer shows /company-profile.pdf in an
 *   <object>, which Chromium checks against both.
 * - form-action mailto:: without JavaScript the contact form posts to the company's address, which
 *   opens the visitor's e-mail app (components/sections/ContactForm).
 */
export function contentSecurityPolicy(
  scriptHashes: Iterable<string>,
  sources: PolicySources,
  { header = false } = {},
) {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...sources.connect],
    ['frame-src', "'self'", ...sources.frame],
    ['object-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", 'mailto:'],
  ];
  if (header) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The policy for every response of the host (`/*`), unknown paths included. It says nothing about
 * scripts: a page's own policy (its <meta> and its path's header) does, and both apply, so a
 * second list of hashes here would only have to repeat every page's. frame-ancestors 'self' lets
 * the viewer frame the PDF; a page's own policy narrows it to 'none'.
 */
export const hostPolicy = "base-uri 'self'; form-action 'self' mailto:; frame-ancestors 'self'";

/** The policy of a file the site frames itself (see frameOptions). */
export const embeddedFilePolicy = "frame-ancestors 'self'";

// Cloudflare Pages reads at most 100 rules and 2,000 characters per header from _headers.
// https://developers.cloudflare.com/pages/configuration/headers/
export const HEADERS_FILE_LIMITS = { rules: 100, headerLength: 2000 };

/** The CSP source of a script's text: what the browser compares an inline script against. */
export function scriptHash(code: string) {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

// Script types the browser runs; anything else (application/ld+json, ...) is data and needs no hash.
// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The text of every inline script the browser would run, as the browser sees it (parsed, not matched). */
export function inlineScripts(html: string) {
  const scripts: string[] = [];
  for (const element of elements(parse(html))) {
    if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) continue;
    const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(element.childNodes.map((child) => ('value' in child ? child.value : '')).join(''));
  }
  return scripts;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const isPolicyMeta = (element: Element) =>
  element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';

const isCharsetMeta = (element: Element) =>
  element.tagName === 'meta' && attribute(element, 'charset') !== undefined;

/** The first element of <head>, after the <meta charset> (which must stay within the page's first 1024 bytes). */
function firstHeadElement(head: Element | undefined) {
  const children = head?.childNodes.filter((child): child is Element => 'tagName' in child) ?? [];
  return children[0] && isCharsetMeta(children[0])
    ? { after: children[0], first: children[1] }
    : { first: children[0] };
}

/**
 * The page with its policy as the first element of <head> (after only the <meta charset>), so it is
 * in force before any script or stylesheet is parsed. Run twice, it replaces its own tag instead of
 * adding a second one.
 */
export function withPolicyMeta(html: string, policy: string) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const all = locatedElements(html);
  const old = all.find(isPolicyMeta)?.sourceCodeLocation;
  const cleaned = old ? html.slice(0, old.startOffset) + html.slice(old.endOffset) : html;
  const head = locatedElements(cleaned).find((element) => element.tagName === 'head');
  const { after } = firstHeadElement(head);
  const at = after ? after.sourceCodeLocation?.endOffset : head?.sourceCodeLocation?.startTag?.endOffset;
  if (at === undefined) throw new Error('The page has no <head> tag to put its Content-Security-Policy in.');
  return cleaned.slice(0, at) + meta + cleaned.slice(at);
}

/** The policy of the page's <meta>, when that is the first element of its <head> after the charset (else undefined). */
export function headPolicy(html: string) {
  const head = [...elements(parse(html))].find((element) => element.tagName === 'head');
  const { first } = firstHeadElement(head);
  return first && isPolicyMeta(first) ? attribute(first, 'content') : undefined;
}

/** The URL paths a file of the export answers: /about/index.html also answers /about/. */
export function pagePaths(file: string) {
  const path = `/${file.split(/[\\/]/).join('/')}`;
  return path.endsWith('/index.html') ? [path.slice(0, -'index.html'.length), path] : [path];
}

export type HeaderRule = { path: string; headers: readonly (readonly [string, string])[] };

/**
 * Netlify / Cloudflare Pages `_headers`: a path line, then indented `Name: value` lines.
 * Both hosts apply every rule that matches, so a page gets `/*` and its own rule.
 * https://docs.netlify.com/routing/headers/ https://developers.cloudflare.com/pages/configuration/headers/
 */
export function headersFile(rules: readonly HeaderRule[]) {
  if (rules.length > HEADERS_FILE_LIMITS.rules) {
    throw new Error(
      `_headers: ${rules.length} rules, more than the ${HEADERS_FILE_LIMITS.rules} hosts read.`,
    );
  }
  for (const { path, headers } of rules) {
    for (const [name, value] of headers) {
      if (`${name}: ${value}`.length > HEADERS_FILE_LIMITS.headerLength) {
        throw new Error(
          `_headers: ${path} ${name} is longer than ${HEADERS_FILE_LIMITS.headerLength} characters.`,
        );
      }
    }
  }
  return rules
    .map(({ path, headers }) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}

/**
 * An nginx `map` from the served file to its page's policy, for deploy/nginx.conf to include in the
 * http block. Unknown paths get `fallback`.
 */
export function nginxPolicyMap(policies: readonly { path: string; policy: string }[], fallback: string) {
  const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  const lines = policies.map(({ path, policy }) => `  ${quote(path)} ${quote(policy)};`);
  return ['map $uri $unnoti_csp {', `  default ${quote(fallback)};`, ...lines, '}', ''].join('\n');
}

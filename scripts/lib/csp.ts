import { createHash } from 'node:crypto';
import { attribute, elements, locatedElements, parse, type HtmlElement as Element } from './html';

/**
 * The header's Content-Security-Policy says nothing about scripts: each page's own policy, in its
 * <meta> (contentSecurityPolicy), allows its inline scripts by hash, and the browser enforces both.
 * frame-ancestors works only as a header. It is 'self' (not 'none') for every path, pages too,
 * because the site frames its own company profile PDF in the viewer: one rule for every path keeps
 * the headers static (a second, narrower rule would be joined to the first by Cloudflare Pages).
 * Other sites still cannot frame any of it.
 */
export const headerPolicy =
  "base-uri 'self'; form-action 'self' mailto:; frame-ancestors 'self'; worker-src 'self'";

/** The headers of every response, whatever its path: scripts/lib/hosts.ts writes each host's from them. */
export const securityHeaders = [
  // Two years, the preload list's minimum; browsers ignore it over plain HTTP (localhost).
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The site uses none of these; the map embed gets no say either.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // frame-ancestors for old browsers.
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Content-Security-Policy', headerPolicy],
] as const satisfies readonly (readonly [string, string])[];

/** The content-hashed build files never change under the same name: a year in any cache. */
export const immutableCache = {
  path: '/_next/static/',
  header: ['Cache-Control', 'public, max-age=31536000, immutable'],
} as const;

/**
 * The service worker's script (scripts/service-worker.ts) keeps its name: revalidated on every
 * fetch, so a new deploy's worker is found at the next page load. Browsers check it anyway at most
 * every 24 hours; this makes every host say so too (scripts/lib/hosts.ts).
 */
export const workerScriptCache = {
  path: '/sw.js',
  header: ['Cache-Control', 'no-cache'],
} as const;

/** Where the site's own pages reach out to: the contact form's e-mail API and the map embed. */
export interface PolicySources {
  connect: readonly string[];
  frame: readonly string[];
}

/**
 * The Content-Security-Policy of one page, for its <meta> (scripts/csp.ts).
 *
 * - script-src: our files plus the hashes of the page's inline scripts, never 'unsafe-inline'.
 * - style-src 'unsafe-inline': sonner (the toasts) injects its stylesheet as a <style> element at
 *   run time; a style cannot run code, and hashing a dependency's CSS would break on every update.
 * - img-src data:: the projects dropdown's arrow is an inline SVG in CSS.
 * - object-src and frame-src 'self': the Company Profile viewer shows /company-profile.pdf in an
 *   <object>, which Chromium checks against both.
 * - form-action mailto:: without JavaScript the contact form posts to the company's address, which
 *   opens the visitor's e-mail app (components/sections/contact/ContactForm).
 * - worker-src 'self': the site's service worker, /sw.js; no other worker.
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>, sources: PolicySources) {
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
    ['worker-src', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

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

/** The first element of <head>, after the <meta charset> (which must stay within the page's first 1024 bytes). */
function firstHeadElement(head: Element | undefined) {
  const children = head?.childNodes.filter((child): child is Element => 'tagName' in child) ?? [];
  const [first, second] = children;
  const charset = first?.tagName === 'meta' && attribute(first, 'charset') !== undefined;
  return charset ? { after: first, first: second } : { first };
}

/**
 * The page with its policy as the first element of <head> (after only the <meta charset>), so it is
 * in force before any script or stylesheet is parsed. Run twice, it replaces its own tag instead of
 * adding a second one.
 */
export function withPolicyMeta(html: string, policy: string) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const old = locatedElements(html).find(isPolicyMeta)?.sourceCodeLocation;
  const cleaned = old ? html.slice(0, old.startOffset) + html.slice(old.endOffset) : html;
  const head = locatedElements(cleaned).find((element) => element.tagName === 'head');
  const { after } = firstHeadElement(head);
  const at = after ? after.sourceCodeLocation?.endOffset : head?.sourceCodeLocation?.startTag?.endOffset;
  if (at === undefined) throw new Error('The page has no <head> tag to put its Content-Security-Policy in.');
  return cleaned.slice(0, at) + meta + cleaned.slice(at);
}

/** The policy of the page's <meta>, when that is the first element of its <head> after the charset (else undefined). */
export function pagePolicy(html: string) {
  const head = [...elements(parse(html))].find((element) => element.tagName === 'head');
  const { first } = firstHeadElement(head);
  return first && isPolicyMeta(first) ? attribute(first, 'content') : undefined;
}

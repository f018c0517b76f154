/**
 * Runs right after `next build` (npm run build): gives every exported page a strict
 * Content-Security-Policy. The policy allows each page's own inline scripts (Next's
 * `self.__next_f.push(...)` payload) by their SHA-256, so script-src never needs 'unsafe-inline'.
 * It writes the policy as the first <meta> of each page's <head>, and as per-path headers for hosts:
 * <out>/_headers (Netlify, Cloudflare Pages, and `npm start`) and <out>/_nginx-csp.conf (an nginx
 * map, see deploy/nginx.conf). It fails the build when a page runs code the policy would block.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { company } from '../content/company';
import { COMPANY_PROFILE } from '../lib/constants';
import {
  contentSecurityPolicy,
  embeddedFilePolicy,
  frameOptions,
  headersFile,
  headPolicy,
  hostPolicy,
  inlineScripts,
  nginxPolicyMap,
  pagePaths,
  scriptHash,
  securityHeaders,
  withPolicyMeta,
  type HeaderRule,
} from '../lib/csp';
import { htmlFiles, outDir } from './export-pages';

const sources = {
  // @emailjs/browser posts the contact form here (its default origin).
  connect: ['https://api.emailjs.com'],
  frame: [new URL(company.map.embedUrl).origin],
};

// Inline event handlers and javascript: URLs cannot be allowed by a hash without 'unsafe-hashes'.
const BLOCKED_MARKUP = /<[a-z][^>]*\s(on[a-z]+\s*=|(?:href|src|action)\s*=\s*["']?\s*javascript:)/i;

async function main() {
  const files = await htmlFiles();

  const pages = [];
  for (const file of files) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    const blocked = BLOCKED_MARKUP.exec(html);
    if (blocked)
      throw new Error(`${file}: inline handler or javascript: URL the policy blocks: ${blocked[0]}`);
    const hashes = inlineScripts(html).map(scriptHash);
    pages.push({ file, hashes });
    await writeFile(path.join(outDir, file), withPolicyMeta(html, contentSecurityPolicy(hashes, sources)));
  }

  const perPath = pages.flatMap(({ file, hashes }) =>
    pagePaths(file).map((urlPath) => ({
      path: urlPath,
      policy: contentSecurityPolicy(hashes, sources, { header: true }),
    })),
  );
  const rules: HeaderRule[] = [
    { path: '/*', headers: [...securityHeaders, ['Content-Security-Policy', hostPolicy]] },
    ...perPath.map(({ path: urlPath, policy }) => ({
      path: urlPath,
      headers: [
        ['X-Frame-Options', frameOptions.page],
        ['Content-Security-Policy', policy],
      ] as const,
    })),
    {
      path: COMPANY_PROFILE.href,
      headers: [
        ['X-Frame-Options', frameOptions.embeddedFile],
        ['Content-Security-Policy', embeddedFilePolicy],
      ],
    },
  ];
  await writeFile(path.join(outDir, '_headers'), headersFile(rules));
  await writeFile(
    path.join(outDir, '_nginx-csp.conf'),
    nginxPolicyMap([...perPath, { path: COMPANY_PROFILE.href, policy: embeddedFilePolicy }], hostPolicy),
  );

  // Read back what was written: every inline script of every page is covered by its own policy.
  let scripts = 0;
  for (const { file } of pages) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    const policy = headPolicy(html);
    if (!policy) throw new Error(`${file}: the policy is not the first element of <head>.`);
    for (const code of inlineScripts(html)) {
      scripts += 1;
      if (!policy.includes(`'${scriptHash(code)}'`)) {
        throw new Error(`${file}: an inline script is not covered by the policy: ${code.slice(0, 80)}`);
      }
    }
  }
  console.log(
    `csp: ${pages.length} pages, ${scripts} inline scripts hashed; wrote _headers and _nginx-csp.conf`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * A step of scripts/build.ts after `next build`: gives every exported page a strict
 * Content-Security-Policy, as the first <meta> of its <head> (scripts/lib/csp.ts says why there).
 * It allows the page's own inline scripts (Next's `self.__next_f.push(...)` payload) by their
 * SHA-256, never 'unsafe-inline', and fails the build when a page runs code the policy would block.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { policySources } from '../content/third-parties';
import { contentSecurityPolicy, pagePolicy, inlineScripts, scriptHash, withPolicyMeta } from './lib/csp';
import { htmlFiles } from './lib/html';

// Inline event handlers and javascript: URLs cannot be allowed by a hash without 'unsafe-hashes'.
const BLOCKED_MARKUP = /<[a-z][^>]*\s(on[a-z]+\s*=|(?:href|src|action)\s*=\s*["']?\s*javascript:)/i;

export async function writePagePolicies(outDir: string) {
  const files = await htmlFiles(outDir);

  for (const file of files) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    const blocked = BLOCKED_MARKUP.exec(html);
    if (blocked)
      throw new Error(`${file}: inline handler or javascript: URL the policy blocks: ${blocked[0]}`);
    const policy = contentSecurityPolicy(inlineScripts(html).map(scriptHash), policySources);
    await writeFile(path.join(outDir, file), withPolicyMeta(html, policy));
  }

  // Read back what was written: every inline script of every page is covered by its own policy.
  let scripts = 0;
  for (const file of files) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    const policy = pagePolicy(html);
    if (!policy) throw new Error(`${file}: the policy is not the first element of <head>.`);
    for (const code of inlineScripts(html)) {
      scripts += 1;
      if (!policy.includes(`'${scriptHash(code)}'`)) {
        throw new Error(`${file}: an inline script is not covered by the policy: ${code.slice(0, 80)}`);
      }
    }
  }
  console.log(`csp: ${files.length} pages, ${scripts} inline scripts hashed in their <meta> policy`);
}

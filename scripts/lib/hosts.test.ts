/** @jest-environment node */
import { headersFile, notFoundFolders, redirectsFile } from './hosts';
import { securityHeaders, workerScriptCache } from './csp';

// What Netlify and Cloudflare Pages read; nginx reads its own files in tests/e2e/server.spec.ts.
describe('the files written for hosts', () => {
  it('out/_headers: every header for every path, and the worker revalidated, in the rules hosts parse', () => {
    const rules = headersFile()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      '/*',
      ...securityHeaders.map(([name, value]) => `  ${name}: ${value}`),
      workerScriptCache.path,
      `  ${workerScriptCache.header.join(': ')}`,
    ]);
  });

  it("out/_redirects: each folder's 404 page with status 404, a folder before the one it is in", () => {
    const rules = redirectsFile()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      '/bn/projects/*  /bn/projects/404.html  404',
      '/projects/*  /projects/404.html  404',
      '/bn/*  /bn/404.html  404',
    ]);
    expect(notFoundFolders.at(-1)).toBe('/');
  });
});

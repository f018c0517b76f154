/**
 * `npm run validate`: checks the exported site as a whole, as `npm test` does after the e2e build.
 *  1. The Nu HTML Checker (vnu-jar; needs Java) finds no error in any page.
 *  2. linkinator, crawling the export served by the preview server (scripts/serve.ts), finds no
 *     broken internal link, image, stylesheet URL or #fragment. External URLs are not fetched: CI
 *     has no internet, and a third party's outage is not a defect of this site.
 * Checks out-e2e/ (the e2e build); `--dir out` checks the deployable build instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LinkChecker } from 'linkinator';
import { startPreview } from './lib/servers';

const root = path.resolve(__dirname, '..');
const dirFlag = process.argv.indexOf('--dir');
const dir = dirFlag > 0 ? (process.argv[dirFlag + 1] ?? 'out-e2e') : 'out-e2e';

function validateHtml() {
  // --skip-non-html: the export also holds Next's .txt payloads, images and the PDF.
  const vnu = require.resolve('vnu-jar/build/dist/vnu.jar');
  const args = ['-jar', vnu, '--errors-only', '--skip-non-html', '--format', 'gnu', dir];
  const result = spawnSync('java', args, { cwd: root, stdio: 'inherit' });
  if (result.error) {
    console.error(
      `Cannot run java (${result.error.message}): install a Java runtime (Debian: default-jre-headless).`,
    );
    return false;
  }
  if (result.status !== 0) console.error('vnu: the pages above have HTML errors.');
  else console.log(`vnu: every page of ${dir}/ is valid HTML.`);
  return result.status === 0;
}

async function checkLinks() {
  const server = await startPreview(dir);
  try {
    const { links } = await new LinkChecker().check({
      path: `${server.origin}/`,
      recurse: true,
      checkCss: true,
      checkFragments: true,
      linksToSkip: async (link) => !link.startsWith(server.origin),
    });
    const broken = links.filter((link) => link.state === 'BROKEN');
    for (const link of broken) {
      const reason = link.failureDetails
        ?.map((detail) => ('message' in detail ? detail.message : `HTTP ${detail.status}`))
        .join('; ');
      console.error(`linkinator: ${link.status ?? ''} ${link.url} (on ${link.parent}) ${reason ?? ''}`);
    }
    const checked = links.filter((link) => link.state === 'OK').length;
    if (broken.length === 0) console.log(`linkinator: ${checked} internal URLs and fragments, none broken.`);
    return broken.length === 0;
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!existsSync(path.join(root, dir, 'index.html')))
    throw new Error(`${dir}/index.html is missing: build first (npm run build:e2e).`);
  const htmlOk = validateHtml();
  const linksOk = await checkLinks();
  process.exit(htmlOk && linksOk ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

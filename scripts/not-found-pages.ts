/**
 * The first step of scripts/build.ts after `next build`. With a root layout per language there is
 * no layout above every page, so Next's own out/404.html is its bare default page. The site's 404
 * pages are exported as pages, each in its language's layout (lib/not-found.ts lists them); this
 * moves each to the 404.html of its folder, where Cloudflare Pages finds it as the nearest one and
 * the other hosts answer it with status 404 below that folder (scripts/lib/hosts.ts). Next's copies
 * of its default page (out/404/, out/_not-found/) get the site-wide one: none serves the bare default.
 */
import { existsSync } from 'node:fs';
import { copyFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { locales } from '@/lib/i18n';
import { notFoundFolder, notFoundKinds, notFoundRoute } from '@/lib/not-found';

/** Each 404 page's file in the export, and the 404.html of its folder: 'bn/projects/404/index.html' to 'bn/projects/404.html'. */
const notFoundPages = locales.flatMap((locale) =>
  notFoundKinds.map((kind) => ({
    from: `${notFoundRoute(locale, kind).slice(1)}index.html`,
    to: `${notFoundFolder(locale, kind).slice(1)}404.html`,
  })),
);

export async function moveNotFoundPages(outDir: string) {
  for (const { from, to } of notFoundPages) {
    const source = path.join(outDir, from);
    if (!existsSync(source)) {
      // Already moved by an earlier run of the steps, or an export without that folder (the bench's
      // bare baseline page).
      if (existsSync(path.join(outDir, to)) || !existsSync(path.join(outDir, path.dirname(to)))) continue;
      throw new Error(`${from} is missing from the export: is its route still there?`);
    }
    await rename(source, path.join(outDir, to));
    await rm(path.dirname(source), { recursive: true });
  }
  for (const copy of ['404/index.html', '_not-found/index.html']) {
    const target = path.join(outDir, copy);
    if (existsSync(target)) await copyFile(path.join(outDir, '404.html'), target);
  }
  console.log(`not-found-pages: ${notFoundPages.map(({ to }) => to).join(', ')}`);
}

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

/** HTML as the browser parses it (parse5, the spec's algorithm), for the post-build steps. */
export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

export function attribute(element: HtmlElement, name: string) {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** Every element under `node`, in document order, <template> contents included. */
export function* elements(node: HtmlNode): Generator<HtmlElement> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node) yield* elements(node.content);
}

/** Every element of a page, each with its place in the source (`sourceCodeLocation`). */
export function locatedElements(html: string) {
  return [...elements(parse(html, { sourceCodeLocationInfo: true }))];
}

export { parse };

/** Every file of an export, relative to it with '/' between folders, sorted. */
export async function exportFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Every HTML file of an export, as exportFiles() lists them. Fails when there is none. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const files = (await exportFiles(dir)).filter((file) => file.endsWith('.html'));
  if (files.length === 0) throw new Error(`No pages in ${dir}: run next build first.`);
  return files;
}

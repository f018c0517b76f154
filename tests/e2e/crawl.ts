import type { APIRequestContext } from '@playwright/test';
import { parse } from 'parse5';

/** An element of parse5's tree, as far as a crawler reads it. */
interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
}

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value ?? null;

/** Every element under `node`, in document order. */
function* elements(node: Node): Generator<Node> {
  for (const child of node.childNodes ?? []) {
    if (!child.nodeName.startsWith('#')) yield child;
    yield* elements(child);
  }
}

/** The text of `node`, as textContent reads it. */
function text(node: Node): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map(text).join('');
}

/**
 * A page as a search engine or a chat app reads it: the HTML as served, parsed as a browser parses
 * it, no script run and nothing else fetched. One request a page, where opening each in the browser
 * cost a navigation.
 */
export async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const document = parse(await response.text()) as unknown as Node;
  const all = [...elements(document)];
  const html = all.find((node) => node.nodeName === 'html');
  const head = all.find((node) => node.nodeName === 'head');
  const main = all.find((node) => node.nodeName === 'main');
  const inHead = head ? [...elements(head)] : [];
  const title = inHead.find((node) => node.nodeName === 'title');
  const links = inHead.filter((node) => node.nodeName === 'link');
  const metas = inHead.filter((node) => node.nodeName === 'meta');
  return {
    status: response.status(),
    title: title ? text(title) : '',
    lang: html ? attr(html, 'lang') : null,
    canonical: attr(links.find((link) => attr(link, 'rel') === 'canonical') ?? { nodeName: '' }, 'href'),
    alternates: Object.fromEntries(
      links
        .filter((link) => attr(link, 'rel') === 'alternate' && attr(link, 'hreflang'))
        .map((link) => [attr(link, 'hreflang'), attr(link, 'href')]),
    ),
    /** Every meta tag by its property or name. */
    meta: Object.fromEntries(
      metas
        .filter((tag) => attr(tag, 'property') ?? attr(tag, 'name'))
        .map((tag) => [attr(tag, 'property') ?? attr(tag, 'name'), attr(tag, 'content')]),
    ) as Record<string, string | null | undefined>,
    h1s: all.filter((node) => node.nodeName === 'h1').length,
    /** The levels of the headings in <main>, in order: [1, 2, 3, 2, ...]. */
    headingLevels: (main ? [...elements(main)] : [])
      .filter((node) => /^h[1-6]$/.test(node.nodeName))
      .map((node) => Number(node.nodeName.slice(1))),
    /** The JSON-LD objects of the page, parsed (a parse error throws). */
    jsonLd: all
      .filter((node) => node.nodeName === 'script' && attr(node, 'type') === 'application/ld+json')
      .flatMap((node) => JSON.parse(text(node)) as { '@type': string; [key: string]: unknown }[]),
    /** The links of the head, by rel: icons, the manifest. */
    headLinks: links.map((link) => ({ rel: attr(link, 'rel'), href: attr(link, 'href') })),
  };
}

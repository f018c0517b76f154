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

/**
 * Greedy word wrap into at most `maxLines` lines; the last one ends in '…' when text is left over.
 * Lines break at spaces only, as a reader would, so never inside a word, let alone inside a Bengali
 * cluster. For the share cards (scripts/share-images.ts) and the profile's columns.
 */
export function wrap(text: string, maxWidth: number, maxLines: number, width: (s: string) => number) {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || width(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines.pop() ?? '';
      return [...lines, `${last.replace(/[,.;:।]?$/, '')}…`];
    }
  }
  if (current) lines.push(current);
  return lines;
}

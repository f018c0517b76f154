import { wrap } from '@/scripts/lib/wrap';
import type { Canvas, TextStyle } from './canvas';

const GUTTER = 24;
const PARAGRAPH_GAP = 8;

/** A line set, and whether it is the first and the last of its paragraph. */
interface Line {
  text: string;
  first: boolean;
  last: boolean;
}

/**
 * Paragraphs set in two columns of nearly equal length: the text is broken into lines and the
 * columns break where they come out most even. Returns the block's height; draws it only when
 * `at` says where.
 */
export function twoColumnText(
  canvas: Canvas,
  paragraphs: readonly string[],
  width: number,
  style: TextStyle,
  at?: { x: number; y: number },
): number {
  const columnWidth = (width - GUTTER) / 2;
  const lineHeight = canvas.lineHeight(style) + (style.lineGap ?? 0);
  const lines: Line[] = paragraphs.flatMap((paragraph) => {
    const wrapped = wrap(paragraph, columnWidth, Infinity, (line) => canvas.widthOf(line, style));
    return wrapped.map((text, i) => ({ text, first: i === 0, last: i === wrapped.length - 1 }));
  });
  const heightOf = (column: Line[]) =>
    column.reduce((sum, line, i) => sum + lineHeight + (line.first && i > 0 ? PARAGRAPH_GAP : 0), 0) -
    (style.lineGap ?? 0);

  // Try every break; take the most even, with a line's worth of penalty for a widow (a column that
  // opens on a paragraph's last line) or an orphan (a column that ends on a paragraph's first line).
  let best = lines.length;
  let bestScore = Infinity;
  for (let split = 1; split < lines.length; split += 1) {
    const opening = lines[split];
    const closing = lines[split - 1];
    const height = Math.max(heightOf(lines.slice(0, split)), heightOf(lines.slice(split)));
    const widow = opening !== undefined && opening.last && !opening.first;
    const orphan = closing !== undefined && closing.first && !closing.last;
    const score = height + (widow ? lineHeight : 0) + (orphan ? lineHeight : 0);
    if (score < bestScore) {
      bestScore = score;
      best = split;
    }
  }
  const columns = [lines.slice(0, best), lines.slice(best)];
  if (at) {
    columns.forEach((column, index) => {
      let y = at.y;
      const x = at.x + index * (columnWidth + GUTTER);
      column.forEach((line, i) => {
        if (line.first && i > 0) y += PARAGRAPH_GAP;
        canvas.line(line.text, x, y, style);
        y += lineHeight;
      });
    });
  }
  return Math.max(...columns.map(heightOf));
}

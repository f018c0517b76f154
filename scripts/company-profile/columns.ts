import type { Canvas, TextStyle } from './canvas';

interface Line {
  text: string;
  /** First line of its paragraph. */
  first: boolean;
  /** Last line of its paragraph. */
  last: boolean;
  /** Index of its paragraph. */
  paragraph: number;
}

export interface ColumnOptions {
  gutter?: number;
  paragraphGap?: number;
}

interface ColumnLayout {
  columns: Line[][];
  columnWidth: number;
  lineHeight: number;
  paragraphGap: number;
  height: number;
}

function layout(
  canvas: Canvas,
  paragraphs: readonly string[],
  width: number,
  style: TextStyle,
  options: ColumnOptions,
): ColumnLayout {
  const gutter = options.gutter ?? 24;
  const paragraphGap = options.paragraphGap ?? 8;
  const columnWidth = (width - gutter) / 2;
  const lineHeight = canvas.lineHeight(style) + (style.lineGap ?? 0);
  const lines: Line[] = paragraphs.flatMap((paragraph, p) => {
    const wrapped = canvas.wrap(paragraph, columnWidth, style);
    return wrapped.map((text, i) => ({ text, first: i === 0, last: i === wrapped.length - 1, paragraph: p }));
  });
  const heightOf = (column: Line[]) =>
    column.reduce((sum, line, i) => sum + lineHeight + (line.first && i > 0 ? paragraphGap : 0), 0) -
    (style.lineGap ?? 0);

  if (lines.length < 2)
    return { columns: [lines], columnWidth, lineHeight, paragraphGap, height: heightOf(lines) };
  // Try every break; take the most even, with a line's worth of penalty for a widow (a column that
  // opens on a paragraph's last line) or an orphan (a column that ends on a paragraph's first line).
  let best = 1;
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
  return { columns, columnWidth, lineHeight, paragraphGap, height: Math.max(...columns.map(heightOf)) };
}

/**
 * Paragraphs set in two columns of nearly equal length: the text is broken into lines and the
 * columns break where they come out most even. Returns the block's height.
 */
export function twoColumnText(
  canvas: Canvas,
  paragraphs: readonly string[],
  box: { x: number; y: number; width: number },
  style: TextStyle,
  options: ColumnOptions = {},
): number {
  const { columns, columnWidth, lineHeight, paragraphGap, height } = layout(
    canvas,
    paragraphs,
    box.width,
    style,
    options,
  );
  const gutter = options.gutter ?? 24;
  columns.forEach((column, index) => {
    let y = box.y;
    const x = box.x + index * (columnWidth + gutter);
    column.forEach((line, i) => {
      if (line.first && i > 0) y += paragraphGap;
      canvas.line(line.text, x, y, style);
      y += lineHeight;
    });
  });
  return height;
}

/** The height twoColumnText takes, without drawing. */
export function measureTwoColumnText(
  canvas: Canvas,
  paragraphs: readonly string[],
  width: number,
  style: TextStyle,
  options: ColumnOptions = {},
): number {
  return layout(canvas, paragraphs, width, style, options).height;
}

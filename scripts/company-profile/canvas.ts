import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import type { ImagePath } from '@/content/types';
import { imageFor } from './images';
import { toWinAnsi } from './text';
import { COLOR, FONT, PAGE, type FontName } from './theme';

export interface TextStyle {
  font?: FontName;
  size: number;
  color?: string;
  /** Extra space between lines, in points. */
  lineGap?: number;
  characterSpacing?: number;
  align?: 'left' | 'center' | 'right';
  /** Draw the string in capitals (the source keeps its own case). */
  upper?: boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The PDF being drawn, with the few primitives the pages need. Every string goes through
 * toWinAnsi, every image through imageFor, and every page has zero pdfkit margins: the layout
 * code places everything itself, so pdfkit never breaks a page on its own.
 */
export class Canvas {
  readonly doc: PDFKit.PDFDocument;

  constructor(info: PDFKit.DocumentInfo, compress: boolean) {
    this.doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      compress,
      displayTitle: true,
      lang: 'en',
      info,
    });
  }

  addPage(): void {
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  }

  get pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  /** Sets the style's font, size and colour; returns the text as Helvetica draws it in that style. */
  private apply(style: TextStyle, text = ''): string {
    this.doc
      .font(style.font ?? FONT.regular)
      .fontSize(style.size)
      .fillColor(style.color ?? COLOR.ink);
    const clean = toWinAnsi(text);
    return style.upper ? clean.toUpperCase() : clean;
  }

  private options(width: number, style: TextStyle): PDFKit.Mixins.TextOptions {
    const { align = 'left', lineGap = 0, characterSpacing = 0 } = style;
    return { width, align, lineGap, characterSpacing, lineBreak: true };
  }

  /** Height the text takes when wrapped to `width`, without drawing it. */
  measure(text: string, width: number, style: TextStyle): number {
    // pdfkit adds the line gap after the last line too; the block ends at the last baseline's descent.
    return (
      this.doc.heightOfString(this.apply(style, text), this.options(width, style)) - (style.lineGap ?? 0)
    );
  }

  widthOf(text: string, style: TextStyle): number {
    return this.doc.widthOfString(this.apply(style, text), { characterSpacing: style.characterSpacing ?? 0 });
  }

  /** Draws text wrapped to `width` with its top at y; returns its height. */
  text(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const height = this.measure(text, width, style);
    this.doc.text(this.apply(style, text), x, y, this.options(width, style));
    return height;
  }

  /** Draws one unwrapped line with its top at y; returns its width. */
  line(text: string, x: number, y: number, style: TextStyle): number {
    const width = this.widthOf(text, style);
    const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
    const characterSpacing = style.characterSpacing ?? 0;
    this.doc.text(this.apply(style, text), left, y, { lineBreak: false, characterSpacing });
    return width;
  }

  /** The largest size up to the style's own at which the text fits on one line of `width`. */
  fitSize(text: string, width: number, style: TextStyle): number {
    let size = style.size;
    while (size > 6 && this.widthOf(text, { ...style, size }) > width) size -= 0.25;
    return size;
  }

  /** Height of one line of the style (what `line` occupies). */
  lineHeight(style: TextStyle): number {
    this.apply(style);
    return this.doc.currentLineHeight(true);
  }

  /** The box's outline, its corners rounded when `radius` is given, to fill, stroke or clip to. */
  outline({ x, y, width, height }: Box, radius = 0): PDFKit.PDFDocument {
    if (radius > 0) return this.doc.roundedRect(x, y, width, height, radius);
    return this.doc.rect(x, y, width, height);
  }

  fillRect(box: Box, color: string, radius = 0): void {
    this.outline(box, radius).fillColor(color).fill();
  }

  /**
   * A rounded card on the wash with an `accent` strip along its top edge; when `left` is given, an
   * amber strip of that width down its left edge instead, and the top one shrinks to a hairline.
   */
  card(box: Box, radius = 6, left = 0, accent: string = COLOR.amber): void {
    this.doc.save();
    this.outline(box, radius).clip();
    this.fillRect(box, COLOR.wash);
    this.fillRect({ ...box, height: left ? 0 : 3 }, accent);
    this.doc.restore();
    if (left) this.fillRect({ ...box, width: left }, COLOR.amber);
  }

  rule(x1: number, y: number, x2: number, color: string = COLOR.rule, lineWidth = 0.75): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(lineWidth).strokeColor(color).stroke();
  }

  vrule(x: number, y1: number, y2: number, color: string, lineWidth: number): void {
    this.doc.moveTo(x, y1).lineTo(x, y2).lineWidth(lineWidth).strokeColor(color).stroke();
  }

  /** The brand's gradient (night to brand) over the box, diagonal or down, optionally rounded. */
  gradient(box: Box, radius = 0, direction: 'down' | 'diagonal' = 'diagonal'): void {
    const x2 = direction === 'diagonal' ? box.x + box.width : box.x;
    const grad = this.doc.linearGradient(box.x, box.y, x2, box.y + box.height);
    grad.stop(0, COLOR.night).stop(1, COLOR.brand);
    this.outline(box, radius).fill(grad);
  }

  /** The night colour fading from one opacity (top) to another (bottom) over the box. */
  fade(box: Box, fromOpacity: number, toOpacity: number): void {
    const grad = this.doc.linearGradient(box.x, box.y, box.x, box.y + box.height);
    grad.stop(0, COLOR.night, fromOpacity).stop(1, COLOR.night, toOpacity);
    this.outline(box).fill(grad);
  }

  /** Draws the image cropped to fill the box, optionally with rounded corners. */
  async image(image: ImagePath, box: Box, radius = 0): Promise<void> {
    const data = await imageFor(image, box.width, box.height);
    this.doc.save();
    if (radius > 0) this.outline(box, radius).clip();
    this.doc.image(data, box.x, box.y, { width: box.width, height: box.height });
    this.doc.restore();
  }

  circle(x: number, y: number, r: number, color: string): void {
    this.doc.circle(x, y, r).fillColor(color).fill();
  }

  /** A check mark in a small disc, for feature lists. */
  tick(x: number, y: number, size: number, disc: string, mark: string): void {
    const r = size / 2;
    this.circle(x + r, y + r, r, disc);
    this.doc
      .moveTo(x + size * 0.27, y + size * 0.52)
      .lineTo(x + size * 0.44, y + size * 0.69)
      .lineTo(x + size * 0.75, y + size * 0.34)
      .lineWidth(size * 0.13)
      .lineCap('round')
      .lineJoin('round')
      .strokeColor(mark)
      .stroke();
  }

  finish(): Promise<Buffer> {
    const data = buffer(this.doc);
    this.doc.end();
    return data;
  }
}

import { compliance, licenseDocuments } from '@/scripts/lib/english';
import { imagePresets } from '@/lib/images';
import type { Canvas } from '../canvas';
import { sectionOpener, SUBHEADING_HEIGHT, subheading, tableHeader } from '../chrome';
import { spreadGap } from '../layout';
import { bold, caps, COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, FONT, MARGIN } from '../theme';

const COLUMNS = [
  { title: 'Document', width: 262 },
  { title: 'Issued', width: 68 },
  { title: 'Renewal', width: 76 },
  { title: 'Status', width: CONTENT_WIDTH - 262 - 68 - 76 },
] as const;
const CELL_PAD = 10;
const HEADER_HEIGHT = 24;
const TITLE = bold(9.4, COLOR.ink);
const NUMBER = { size: 8, color: COLOR.muted } as const;
const CELL = { size: 9, color: COLOR.ink } as const;
const BADGE = caps(7.4, COLOR.valid, 0.8);
const CAPTION = { font: FONT.bold, size: 7, color: COLOR.ink, align: 'center', lineGap: 1 } as const;
const THUMB_GAP = 12;
const THUMB_WIDTH = (CONTENT_WIDTH - THUMB_GAP * (licenseDocuments.length - 1)) / licenseDocuments.length;
const THUMB_HEIGHT = (THUMB_WIDTH * imagePresets.licenses.height) / imagePresets.licenses.width;
const CARD_GAP = 14;
const CARD_WIDTH = (CONTENT_WIDTH - CARD_GAP * 2) / 3;
const CARD_PAD = 13;
const CARD_TEXT = { size: 8.6, color: COLOR.ink, lineGap: 2.4 } as const;

const TEXT_WIDTH = COLUMNS[0].width - CELL_PAD * 2;
const CARD_TEXT_WIDTH = CARD_WIDTH - CARD_PAD * 2;

const rowHeight = (canvas: Canvas, document: (typeof licenseDocuments)[number]) =>
  16 +
  canvas.measure(document.title, TEXT_WIDTH, TITLE) +
  3 +
  canvas.measure(document.description, TEXT_WIDTH, NUMBER);

/** Licences and certificates: the register of documents, their images, and the compliance notes. */
export async function drawLicences(canvas: Canvas, number: number): Promise<void> {
  let y = sectionOpener(canvas, number, 'licenses');

  const registerHeight =
    HEADER_HEIGHT + licenseDocuments.reduce((sum, document) => sum + rowHeight(canvas, document), 0);
  const captions = licenseDocuments.map((document) => canvas.measure(document.title, THUMB_WIDTH, CAPTION));
  const thumbsHeight = THUMB_HEIGHT + 8 + Math.max(...captions);
  const texts = compliance.map((card) => canvas.measure(card.description, CARD_TEXT_WIDTH, CARD_TEXT));
  const cardHeight = Math.max(...texts) + CARD_PAD * 2 + 22;
  const blocks = [registerHeight, thumbsHeight, SUBHEADING_HEIGHT + cardHeight];
  const gap = spreadGap(CONTENT_BOTTOM - 8 - y, blocks, 26, 44);

  // The register: title and registration number, issue year, renewal, status.
  tableHeader(canvas, y, HEADER_HEIGHT, COLUMNS, CELL_PAD);
  y += HEADER_HEIGHT;
  for (const [index, document] of licenseDocuments.entries()) {
    const height = rowHeight(canvas, document);
    if (index % 2 === 1) canvas.fillRect({ x: MARGIN.x, y, width: CONTENT_WIDTH, height }, COLOR.wash);
    const titleHeight = canvas.text(document.title, MARGIN.x + CELL_PAD, y + 8, TEXT_WIDTH, TITLE);
    canvas.text(document.description, MARGIN.x + CELL_PAD, y + 8 + titleHeight + 3, TEXT_WIDTH, NUMBER);
    const middle = y + height / 2 - 4.5;
    let x = MARGIN.x + COLUMNS[0].width;
    canvas.line(String(document.issueDate), x + CELL_PAD, middle, CELL);
    x += COLUMNS[1].width;
    canvas.line(String(document.renewalDate), x + CELL_PAD, middle, CELL);
    x += COLUMNS[2].width;
    const badgeWidth = canvas.widthOf(document.statusLabel, BADGE) + 22;
    canvas.fillRect({ x: x + CELL_PAD, y: middle - 3.5, width: badgeWidth, height: 16 }, COLOR.validWash, 8);
    canvas.circle(x + CELL_PAD + 8, middle + 4.5, 2.2, COLOR.valid);
    canvas.line(document.statusLabel, x + CELL_PAD + 14, middle + 0.8, BADGE);
    y += height;
    canvas.rule(MARGIN.x, y, MARGIN.x + CONTENT_WIDTH, COLOR.rule, 0.5);
  }
  y += gap;

  // The documents themselves, as thumbnails of the certificate images.
  for (const [index, document] of licenseDocuments.entries()) {
    const x = MARGIN.x + index * (THUMB_WIDTH + THUMB_GAP);
    const frame = { x: x - 0.6, y: y - 0.6, width: THUMB_WIDTH + 1.2, height: THUMB_HEIGHT + 1.2 };
    canvas.fillRect(frame, COLOR.rule, 3);
    await canvas.image(document.fileUrl, { x, y, width: THUMB_WIDTH, height: THUMB_HEIGHT }, 3);
    canvas.text(document.title, x, y + THUMB_HEIGHT + 8, THUMB_WIDTH, CAPTION);
  }
  y += thumbsHeight + gap;

  y = subheading(canvas, y, 'Compliance & Legal Standing');
  compliance.forEach((card, index) => {
    const x = MARGIN.x + index * (CARD_WIDTH + CARD_GAP);
    canvas.card({ x, y, width: CARD_WIDTH, height: cardHeight });
    canvas.line(card.title, x + CARD_PAD, y + CARD_PAD + 1, bold(10.5, COLOR.night));
    canvas.text(card.description, x + CARD_PAD, y + CARD_PAD + 21, CARD_TEXT_WIDTH, CARD_TEXT);
  });
}

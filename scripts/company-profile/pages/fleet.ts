import { equipment, equipmentCategories } from '@/scripts/lib/english';
import { imagePresets } from '@/lib/images';
import type { Canvas } from '../canvas';
import { sectionOpener, subheading, tableHeader } from '../chrome';
import { pluralize } from '../text';
import { bold, COLOR, CONTENT_WIDTH, FONT, MARGIN } from '../theme';

const THUMB = {
  width: 36,
  height: (36 * imagePresets.equipment.height) / imagePresets.equipment.width,
} as const;
const THUMB_COLUMN = THUMB.width + 10;
const TITLES = ['Equipment', 'Type', 'Category', 'Capacity'] as const;
const CELL_PAD = 8;
const HEADER_HEIGHT = 24;
const NAME = bold(8.8, COLOR.ink);
const CELL = { size: 8.6, color: COLOR.ink } as const;

function cells(item: (typeof equipment)[number]): string[] {
  return [item.name, item.type, item.categoryName, item.capacity];
}

const styleOf = (column: number) => (column === 0 ? NAME : CELL);

/**
 * Column widths from the content: each text column as wide as its longest entry. Space left over
 * is shared in proportion; a shortfall comes out of the name column, whose entries wrap best.
 */
function columnWidths(canvas: Canvas): number[] {
  const natural = TITLES.map(
    (_, i) =>
      Math.max(...equipment.map((item) => canvas.widthOf(cells(item)[i] ?? '', styleOf(i)))) +
      CELL_PAD * 2 +
      2,
  );
  const total = natural.reduce((a, b) => a + b, 0);
  const available = CONTENT_WIDTH - THUMB_COLUMN;
  if (total <= available) return natural.map((width) => (width * available) / total);
  return natural.map((width, i) => (i === 0 ? width - (total - available) : width));
}

/** The equipment fleet as a table (image, name, type, category, capacity) and the units per category. */
export async function drawFleet(canvas: Canvas, number: number): Promise<void> {
  let y = sectionOpener(canvas, number, 'equipment');

  const widths = columnWidths(canvas);
  const columns = [
    { title: '', width: THUMB_COLUMN },
    ...TITLES.map((title, i) => ({ title, width: widths[i] ?? 0 })),
  ];
  tableHeader(canvas, y, HEADER_HEIGHT, columns, CELL_PAD);
  y += HEADER_HEIGHT;
  for (const [index, item] of equipment.entries()) {
    const texts = cells(item);
    const heights = texts.map((text, i) => canvas.measure(text, (widths[i] ?? 0) - CELL_PAD * 2, styleOf(i)));
    const rowHeight = Math.max(THUMB.height + 8, ...heights.map((h) => h + 14));
    if (index % 2 === 1)
      canvas.fillRect({ x: MARGIN.x, y, width: CONTENT_WIDTH, height: rowHeight }, COLOR.wash);
    await canvas.image(item.image, { x: MARGIN.x + 5, y: y + (rowHeight - THUMB.height) / 2, ...THUMB }, 3);
    let x = MARGIN.x + THUMB_COLUMN;
    texts.forEach((text, i) => {
      const width = widths[i] ?? 0;
      const top = y + (rowHeight - (heights[i] ?? 0)) / 2 + 0.5;
      canvas.text(text, x + CELL_PAD, top, width - CELL_PAD * 2, styleOf(i));
      x += width;
    });
    y += rowHeight;
    canvas.rule(MARGIN.x, y, MARGIN.x + CONTENT_WIDTH, COLOR.rule, 0.5);
  }
  y += 28;

  // Units per category, in the site's category order, as one row of tiles.
  y = subheading(canvas, y, 'Fleet by Category');
  const gap = 6;
  const tileWidth = (CONTENT_WIDTH - gap * (equipmentCategories.length - 1)) / equipmentCategories.length;
  const nameStyle = { font: FONT.bold, size: 7.6, color: COLOR.ink, align: 'center', lineGap: 0.6 } as const;
  const nameHeights = equipmentCategories.map(({ name }) => canvas.measure(name, tileWidth - 12, nameStyle));
  const nameHeight = Math.max(...nameHeights);
  const tileHeight = 12 + 22 + nameHeight + 4 + 10 + 12;
  equipmentCategories.forEach(({ key, name }, index) => {
    const units = equipment.filter((item) => item.category === key).length;
    const x = MARGIN.x + index * (tileWidth + gap);
    const centre = x + tileWidth / 2;
    canvas.card({ x, y, width: tileWidth, height: tileHeight }, 5);
    canvas.line(String(units), centre, y + 12, { ...bold(18, COLOR.brand), align: 'center' });
    canvas.text(name, x + 6, y + 36, tileWidth - 12, nameStyle);
    const unitsStyle = { size: 6.8, color: COLOR.muted, align: 'center' } as const;
    canvas.line(pluralize(units, 'Equipment Unit'), centre, y + 36 + nameHeight + 4, unitsStyle);
  });
}

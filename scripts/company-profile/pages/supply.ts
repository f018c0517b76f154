import { supplyMaterials } from '@/scripts/lib/english';
import type { Canvas } from '../canvas';
import { sectionOpener } from '../chrome';
import { formatThousands } from '../text';
import { bold, caps, COLOR, CONTENT_WIDTH, MARGIN } from '../theme';

const THUMB = { width: 60, height: 45 } as const;
const CAPACITY_WIDTH = 112;
const TEXT_X = MARGIN.x + THUMB.width + 14;
const TEXT_WIDTH = MARGIN.x + CONTENT_WIDTH - CAPACITY_WIDTH - 22 - TEXT_X;
const CAPACITY_X = MARGIN.x + CONTENT_WIDTH - CAPACITY_WIDTH;
const NAME = bold(10, COLOR.night);
const DESCRIPTION = { size: 8.2, color: COLOR.ink, lineGap: 1.9 } as const;
const ROW_GAP = 16;

/** The nine materials with their monthly supply capacity, drawn as a bar against the largest. */
export async function drawSupply(canvas: Canvas, number: number): Promise<void> {
  let y = sectionOpener(canvas, number, 'supply');
  const largest = Math.max(...supplyMaterials.map((m) => m.capacityTonsPerMonth));

  const heading = { ...caps(6.8, COLOR.muted, 1.2), align: 'right' } as const;
  canvas.line('Supply capacity per month', MARGIN.x + CONTENT_WIDTH, y - 6, heading);
  y += 10;
  for (const [index, material] of supplyMaterials.entries()) {
    if (index > 0) canvas.rule(MARGIN.x, y - ROW_GAP / 2, MARGIN.x + CONTENT_WIDTH);
    await canvas.image(material.image, { x: MARGIN.x, y, ...THUMB }, 4);
    canvas.line(material.name, TEXT_X, y, NAME);
    const descriptionHeight = canvas.text(material.description, TEXT_X, y + 16, TEXT_WIDTH, DESCRIPTION);
    const rowHeight = Math.max(THUMB.height, 16 + descriptionHeight);

    const tons = material.capacityTonsPerMonth;
    const valueWidth = canvas.line(formatThousands(tons), CAPACITY_X, y + 1, bold(13, COLOR.night));
    canvas.line('tons / month', CAPACITY_X + valueWidth + 5, y + 5, { size: 7.4, color: COLOR.muted });
    const bar = { x: CAPACITY_X, y: y + 22, width: CAPACITY_WIDTH, height: 5 };
    canvas.fillRect(bar, COLOR.mist, 2.5);
    canvas.fillRect({ ...bar, width: (CAPACITY_WIDTH * tons) / largest }, COLOR.amber, 2.5);
    y += rowHeight + ROW_GAP;
  }
}

import { proprietor, timeline } from '@/scripts/lib/english';
import type { Canvas } from '../canvas';
import { startPage, subheading } from '../chrome';
import { required } from '../text';
import { spreadGap } from '../layout';
import { bold, caps, COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, FONT, MARGIN } from '../theme';

/** The proprietor's message and the year-by-year timeline, the second page of the overview. */
export function drawJourney(canvas: Canvas): void {
  let y = startPage(canvas, 'about');

  // The proprietor's message on a tinted panel, signed with name and title.
  const pad = 22;
  const textWidth = CONTENT_WIDTH - pad * 2 - 14;
  const messageStyle = { font: FONT.italic, size: 10, color: COLOR.ink, lineGap: 3.8 } as const;
  const paragraphGap = 9;
  const messageHeight =
    proprietor.message.reduce((sum, p) => sum + canvas.measure(p, textWidth, messageStyle), 0) +
    paragraphGap * (proprietor.message.length - 1);
  const panelHeight = pad + 26 + messageHeight + 18 + 30 + pad;
  canvas.card({ x: MARGIN.x, y, width: CONTENT_WIDTH, height: panelHeight }, 8, 4, COLOR.brand);
  // A large opening quote mark in the corner.
  canvas.line('\u201c', MARGIN.x + CONTENT_WIDTH - pad - 34, y + 6, bold(72, COLOR.mist));
  let cy = y + pad;
  canvas.line('A Message from Our Proprietor', MARGIN.x + pad + 14, cy, caps(8, COLOR.amberDeep, 1.8));
  cy += 26;
  proprietor.message.forEach((p) => {
    cy += canvas.text(p, MARGIN.x + pad + 14, cy, textWidth, messageStyle) + paragraphGap;
  });
  cy += 18 - paragraphGap;
  canvas.line(proprietor.name, MARGIN.x + pad + 14, cy, bold(11, COLOR.night));
  canvas.line(proprietor.title, MARGIN.x + pad + 14, cy + 15, { size: 8.5, color: COLOR.muted });
  y += panelHeight + 30;

  // The timeline: years on the left of a vertical line, milestones on the right.
  const first = required(timeline[0], 'timeline entry');
  const last = required(timeline[timeline.length - 1], 'timeline entry');
  y = subheading(canvas, y, `Our Journey, ${first.year} to ${last.year}`);
  y += 4;
  const lineX = MARGIN.x + 64;
  const textX = lineX + 20;
  const eventWidth = MARGIN.x + CONTENT_WIDTH - textX;
  const eventStyle = { size: 9.2, color: COLOR.ink, lineGap: 2.6 } as const;
  const entryHeights = timeline.map((entry) => 16 + canvas.measure(entry.event, eventWidth, eventStyle));
  const gap = spreadGap(CONTENT_BOTTOM - 10 - y, entryHeights, 16, 32);
  // Where each entry starts; the line is drawn first so the dots sit on top of it.
  const tops: number[] = [];
  entryHeights.forEach((height) => {
    tops.push(y);
    y += height + gap;
  });
  canvas.vrule(lineX, (tops[0] ?? y) + 6, (tops.at(-1) ?? y) + 6, COLOR.lilac, 1.2);
  timeline.forEach((entry, index) => {
    const top = tops[index] ?? y;
    canvas.line(String(entry.year), lineX - 16, top - 1, { ...bold(14, COLOR.brand), align: 'right' });
    canvas.circle(lineX, top + 6, 5, COLOR.amber);
    canvas.circle(lineX, top + 6, 2, COLOR.white);
    canvas.line(entry.title, textX, top, bold(10.5, COLOR.ink));
    canvas.text(entry.event, textX, top + 16, eventWidth, eventStyle);
  });
}

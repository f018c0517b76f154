import { homeAbout, homeHighlights, services } from '@/scripts/lib/english';
import type { Highlight, Service } from '@/content/types';
import { imagePresets } from '@/lib/images';
import type { Canvas } from '../canvas';
import { sectionOpener, startPage, subheading } from '../chrome';
import { balancePages } from '../layout';
import { twoDigits } from '../text';
import { bold, COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, MARGIN } from '../theme';

const IMAGE = {
  width: 150,
  height: (150 * imagePresets.services.height) / imagePresets.services.width,
} as const;
const TEXT_X = MARGIN.x + IMAGE.width + 20;
const TEXT_WIDTH = MARGIN.x + CONTENT_WIDTH - TEXT_X;
const FEATURE_GAP = 14;
const TICK = 8.5;
const TITLE = bold(13.5, COLOR.night);
const DESCRIPTION = { size: 9.2, color: COLOR.ink, lineGap: 2.8 } as const;
const FEATURE = { size: 8.6, color: COLOR.ink, lineGap: 1.6 } as const;
/** Space between two services; the rule sits in the middle of it. */
const ROW_GAP = 30;

/**
 * Features go in two columns when every feature of every service fits on one line of a half
 * column, otherwise in one: the same for all services, so the pages look alike.
 */
function featureColumns(canvas: Canvas): 1 | 2 {
  const half = (TEXT_WIDTH - FEATURE_GAP) / 2 - TICK - 6;
  const fits = services.every((service) => service.features.every((f) => canvas.widthOf(f, FEATURE) <= half));
  return fits ? 2 : 1;
}

/** A service laid out: its features in rows (read down the first column, then the second), each row's height, its own. */
function layOut(canvas: Canvas, service: Service, columns: 1 | 2) {
  const width = (TEXT_WIDTH - FEATURE_GAP * (columns - 1)) / columns - TICK - 6;
  const gap = columns === 1 ? 3.5 : 6;
  const perColumn = Math.ceil(service.features.length / columns);
  const rows = Array.from({ length: perColumn }, (_, row) =>
    service.features.filter((_, index) => index % perColumn === row),
  );
  const heights = rows.map((row) => Math.max(...row.map((f) => canvas.measure(f, width, FEATURE))));
  const features = heights.reduce((sum, height) => sum + height + gap, 0);
  const text = 22 + canvas.measure(service.description, TEXT_WIDTH, DESCRIPTION) + 12 + features - gap;
  return { width, gap, rows, heights, height: Math.max(IMAGE.height, text) };
}

async function drawService(canvas: Canvas, service: Service, number: number, y: number, columns: 1 | 2) {
  const { width, gap, rows, heights } = layOut(canvas, service, columns);
  await canvas.image(service.image, { x: MARGIN.x, y, width: IMAGE.width, height: IMAGE.height }, 5);
  const numberWidth = canvas.line(twoDigits(number), TEXT_X, y + 2.5, bold(10, COLOR.amber));
  canvas.line(service.title, TEXT_X + numberWidth + 8, y, TITLE);
  let cy = y + 22;
  cy += canvas.text(service.description, TEXT_X, cy, TEXT_WIDTH, DESCRIPTION) + 12;
  rows.forEach((row, index) => {
    row.forEach((feature, column) => {
      const x = TEXT_X + column * (width + TICK + 6 + FEATURE_GAP);
      canvas.tick(x, cy + 0.4, TICK, COLOR.amberWash, COLOR.amberDeep);
      canvas.text(feature, x + TICK + 6, cy, width, FEATURE);
    });
    cy += (heights[index] ?? 0) + gap;
  });
}

const HIGHLIGHT = { size: 8.8, color: COLOR.ink, lineGap: 2.4 } as const;
const HIGHLIGHT_PAD = 14;
const HIGHLIGHT_GAP = 12;
const HIGHLIGHT_WIDTH = (CONTENT_WIDTH - HIGHLIGHT_GAP) / 2;
const HIGHLIGHT_TEXT_WIDTH = HIGHLIGHT_WIDTH - HIGHLIGHT_PAD * 2 - 4;

function highlightRows(canvas: Canvas): { row: Highlight[]; height: number }[] {
  const rows = Array.from({ length: Math.ceil(homeHighlights.length / 2) }, (_, i) =>
    homeHighlights.slice(i * 2, i * 2 + 2),
  );
  return rows.map((row) => ({
    row,
    height:
      HIGHLIGHT_PAD * 2 +
      20 +
      Math.max(...row.map((h) => canvas.measure(h.description, HIGHLIGHT_TEXT_WIDTH, HIGHLIGHT))),
  }));
}

/** The home page's four highlights: why one team for building, machines and materials works. */
function drawHighlights(canvas: Canvas, y: number): void {
  y = subheading(canvas, y, homeAbout.heading);
  for (const { row, height } of highlightRows(canvas)) {
    row.forEach((highlight, index) => {
      const x = MARGIN.x + index * (HIGHLIGHT_WIDTH + HIGHLIGHT_GAP);
      canvas.card({ x, y, width: HIGHLIGHT_WIDTH, height }, 6, 3);
      const left = x + HIGHLIGHT_PAD + 4;
      canvas.line(highlight.title, left, y + HIGHLIGHT_PAD, bold(10.5, COLOR.night));
      canvas.text(highlight.description, left, y + HIGHLIGHT_PAD + 19, HIGHLIGHT_TEXT_WIDTH, HIGHLIGHT);
    });
    y += height + HIGHLIGHT_GAP;
  }
}

/**
 * The ten services, each with its image, description and five features, spread evenly over
 * pages, then the highlights that explain why one company does all of it.
 */
export async function drawServices(canvas: Canvas, number: number): Promise<void> {
  let y = sectionOpener(canvas, number, 'services');
  const columns = featureColumns(canvas);
  const heights = services.map((service) => layOut(canvas, service, columns).height);
  const highlightRowsHeight = highlightRows(canvas).reduce((sum, row) => sum + row.height + HIGHLIGHT_GAP, 0);
  const highlightsHeight = 24 + highlightRowsHeight - HIGHLIGHT_GAP + ROW_GAP;
  const capacities = [CONTENT_BOTTOM - y, CONTENT_BOTTOM - MARGIN.top];
  const perPage = balancePages(heights, capacities, ROW_GAP, highlightsHeight);
  let index = 0;
  for (const [page, count] of perPage.entries()) {
    if (page > 0) y = startPage(canvas, 'services');
    for (const [i, service] of services.slice(index, index + count).entries()) {
      if (i > 0) canvas.rule(MARGIN.x, y - ROW_GAP / 2, MARGIN.x + CONTENT_WIDTH);
      await drawService(canvas, service, index + 1, y, columns);
      y += (heights[index] ?? 0) + ROW_GAP;
      index += 1;
    }
  }
  drawHighlights(canvas, y + 6);
}

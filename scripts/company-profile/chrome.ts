import type { RouteId } from '@/content/navigation';
import { company, navigation, pageText } from '@/scripts/lib/english';
import type { Canvas } from './canvas';
import { twoDigits } from './text';
import { bold, caps, COLOR, CONTENT_WIDTH, FONT, MARGIN, PAGE } from './theme';

/**
 * Starts an inner page of the section that matches a route of the site: a slim brand band at the
 * top edge and a running head with the route's menu name. Returns the y where content starts.
 */
export function startPage(canvas: Canvas, route: RouteId): number {
  const runningTitle = navigation.find((item) => item.id === route)?.name ?? route;
  canvas.addPage();
  canvas.gradient({ x: 0, y: 0, width: PAGE.width, height: 6 });
  canvas.fillRect({ x: MARGIN.x, y: 6, width: 44, height: 3 }, COLOR.amber);
  // Running head: the company on the left, the section on the right.
  const head = { size: 7, characterSpacing: 1.4, upper: true } as const;
  canvas.line(company.name, MARGIN.x, 26, { ...head, font: FONT.bold, color: COLOR.brand });
  canvas.line(runningTitle, PAGE.width - MARGIN.x, 26, { ...head, color: COLOR.muted, align: 'right' });
  return MARGIN.top;
}

/**
 * A new page opening the section of a route: the eyebrow, title and lead of the route's hero, as the
 * site shows them. `lead: false` leaves out a lead that only makes sense on screen.
 */
export function sectionOpener(
  canvas: Canvas,
  number: number,
  route: RouteId,
  { lead = true }: { lead?: boolean } = {},
): number {
  const { intro } = pageText[route];
  let y = startPage(canvas, route);
  const eyebrow = caps(8, COLOR.amberDeep, 1.8);
  const numberWidth = canvas.line(twoDigits(number), MARGIN.x, y, eyebrow);
  canvas.rule(MARGIN.x + numberWidth + 6, y + 4.2, MARGIN.x + numberWidth + 26, COLOR.amber, 1.2);
  canvas.line(intro.eyebrow, MARGIN.x + numberWidth + 32, y, eyebrow);
  y += 18;
  const width = CONTENT_WIDTH * 0.86;
  y += canvas.text(intro.title, MARGIN.x, y, width, { ...bold(23, COLOR.night), lineGap: 1 });
  if (lead) {
    y += 9;
    y += canvas.text(intro.lead, MARGIN.x, y, width, { size: 10.5, color: COLOR.ink, lineGap: 3 });
  }
  return y + 24;
}

/** Space a subheading takes, down to where its content starts. */
export const SUBHEADING_HEIGHT = 24;

/** A smaller heading inside a section, with an amber tick before it. Returns where content goes. */
export function subheading(canvas: Canvas, y: number, title: string, x: number = MARGIN.x): number {
  canvas.fillRect({ x, y: y + 1.5, width: 3, height: 11 }, COLOR.amber);
  canvas.line(title, x + 10, y, bold(12.5, COLOR.night));
  return y + SUBHEADING_HEIGHT;
}

/** Footer on every page but the cover: company, section, page number. Drawn once all pages exist. */
export function drawFooters(canvas: Canvas): void {
  const total = canvas.pageCount;
  const y = PAGE.height - 38;
  for (let index = 1; index < total; index += 1) {
    canvas.doc.switchToPage(index);
    canvas.rule(MARGIN.x, y - 10, PAGE.width - MARGIN.x, COLOR.rule, 0.6);
    const nameWidth = canvas.line(company.name, MARGIN.x, y, bold(7.5, COLOR.brand));
    canvas.line(`  |  ${company.motto}`, MARGIN.x + nameWidth, y, { size: 7.5, color: COLOR.muted });
    const pageLabel = `${twoDigits(index + 1)} / ${twoDigits(total)}`;
    canvas.line(pageLabel, PAGE.width - MARGIN.x, y, { ...bold(7.5, COLOR.night), align: 'right' });
  }
}

/** The dark header row of a table, rounded at the top only. */
export function tableHeader(
  canvas: Canvas,
  y: number,
  height: number,
  columns: readonly { title: string; width: number }[],
  pad: number,
): void {
  canvas.fillRect({ x: MARGIN.x, y, width: CONTENT_WIDTH, height }, COLOR.night, 4);
  canvas.fillRect({ x: MARGIN.x, y: y + height / 2, width: CONTENT_WIDTH, height: height / 2 }, COLOR.night);
  let x = MARGIN.x;
  for (const column of columns) {
    if (column.title) {
      canvas.line(column.title, x + pad, y + (height - 7) / 2 + 0.5, caps(7, COLOR.white, 1.3));
    }
    x += column.width;
  }
}

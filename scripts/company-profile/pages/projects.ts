import { projects } from '@/scripts/lib/english';
import { imagePresets } from '@/lib/images';
import type { Canvas } from '../canvas';
import { sectionOpener, startPage } from '../chrome';
import { twoColumnText } from '../columns';
import { paragraphs } from '../text';
import { bold, caps, COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, MARGIN } from '../theme';

type Project = (typeof projects)[number];

const BODY = { size: 9.6, color: COLOR.ink, lineGap: 3.4 } as const;
const TITLE = bold(17, COLOR.night);
const FACT_LABEL = caps(6.8, COLOR.muted, 1.3);
const FACT_VALUE = bold(9.5, COLOR.ink);
const FACT_GAP = 8;
const FACT_WIDTH = (CONTENT_WIDTH - FACT_GAP * 3) / 4;
const THUMBS_PER_ROW = 3;
const THUMB_GAP = 10;
const THUMB_WIDTH = (CONTENT_WIDTH - THUMB_GAP * (THUMBS_PER_ROW - 1)) / THUMBS_PER_ROW;
const THUMB_HEIGHT = (THUMB_WIDTH * imagePresets.projects.height) / imagePresets.projects.width;
/** The main image fills what the text leaves, cropped from its 16:10 source, within these bounds. */
const MAIN_MAX_HEIGHT = CONTENT_WIDTH * 0.8;
const MAIN_MIN_HEIGHT = (CONTENT_WIDTH * imagePresets.projects.height) / imagePresets.projects.width / 2;

/** The facts of a project that have a value: an empty client or location is left out. */
function projectFacts(project: Project): { label: string; value: string }[] {
  const facts = [
    { label: 'Category', value: project.categoryName },
    { label: 'Completed', value: String(project.year) },
    { label: 'Client', value: project.client },
    { label: 'Location', value: project.location },
  ];
  return facts.filter((fact) => fact.value.trim().length > 0);
}

/**
 * One project filling the space from y to the foot of the page: the main image takes what the
 * thumbnails, title, facts and overview leave over.
 */
async function drawProject(canvas: Canvas, project: Project, y: number): Promise<void> {
  const [main, ...others] = project.images;
  const thumbs = others.slice(0, THUMBS_PER_ROW);
  const thumbsHeight = thumbs.length > 0 ? THUMB_GAP + THUMB_HEIGHT : 0;
  const overview = paragraphs(project.description);
  const facts = projectFacts(project);
  const factsHeight =
    30 + Math.max(...facts.map((fact) => canvas.measure(fact.value, FACT_WIDTH - 20, FACT_VALUE)));
  const titleHeight = canvas.measure(project.title, CONTENT_WIDTH, TITLE);
  const overviewHeight = twoColumnText(canvas, overview, CONTENT_WIDTH, BODY);
  const textHeight = 22 + titleHeight + 14 + factsHeight + 20 + overviewHeight;
  const mainHeight = Math.min(MAIN_MAX_HEIGHT, CONTENT_BOTTOM - 12 - y - thumbsHeight - textHeight);
  if (mainHeight < MAIN_MIN_HEIGHT) {
    throw new Error(
      `company profile: the overview of project "${project.id}" is too long to fit its page with its images`,
    );
  }

  await canvas.image(main, { x: MARGIN.x, y, width: CONTENT_WIDTH, height: mainHeight }, 6);
  y += mainHeight;
  if (thumbs.length > 0) {
    y += THUMB_GAP;
    for (const [index, image] of thumbs.entries()) {
      const x = MARGIN.x + index * (THUMB_WIDTH + THUMB_GAP);
      await canvas.image(image, { x, y, width: THUMB_WIDTH, height: THUMB_HEIGHT }, 5);
    }
    y += THUMB_HEIGHT;
  }
  y += 22;
  y += canvas.text(project.title, MARGIN.x, y, CONTENT_WIDTH, TITLE) + 14;

  facts.forEach((fact, index) => {
    const x = MARGIN.x + index * (FACT_WIDTH + FACT_GAP);
    canvas.card({ x, y, width: FACT_WIDTH, height: factsHeight }, 5, 3);
    canvas.line(fact.label, x + 12, y + 10, FACT_LABEL);
    canvas.text(fact.value, x + 12, y + 22, FACT_WIDTH - 20, FACT_VALUE);
  });
  y += factsHeight + 20;
  twoColumnText(canvas, overview, CONTENT_WIDTH, BODY, { x: MARGIN.x, y });
}

/** One page per project: its images, title, the facts it has and its overview. */
export async function drawProjects(canvas: Canvas, number: number): Promise<void> {
  for (const [index, project] of projects.entries()) {
    const y = index === 0 ? sectionOpener(canvas, number, 'projects') : startPage(canvas, 'projects');
    await drawProject(canvas, project, y);
  }
}

import { achievements, company, missionVisionValues, story } from '@/scripts/lib/english';
import type { Canvas } from '../canvas';
import { sectionOpener, subheading, SUBHEADING_HEIGHT } from '../chrome';
import { twoColumnText } from '../columns';
import { spreadGap } from '../layout';
import { bold, caps, COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, MARGIN } from '../theme';

const ABOUT = { size: 12, color: COLOR.ink, lineGap: 4.5 } as const;
const BODY = { size: 9.6, color: COLOR.ink, lineGap: 3.4 } as const;
const CARD_TEXT = { size: 8.9, color: COLOR.ink, lineGap: 2.8 } as const;
const BAND_HEIGHT = 76;
const CARD_GAP = 14;
const CARD_WIDTH = (CONTENT_WIDTH - CARD_GAP * 2) / 3;
const CARD_PAD = 15;
const CARD_TEXT_WIDTH = CARD_WIDTH - CARD_PAD * 2;

/** Company overview: the about text, the story, the achievement figures and mission, vision, values. */
export function drawOverview(canvas: Canvas, number: number): void {
  let y = sectionOpener(canvas, number, 'about');

  const aboutHeight = canvas.measure(company.about, CONTENT_WIDTH - 16, ABOUT);
  const storyHeight = SUBHEADING_HEIGHT + twoColumnText(canvas, story.paragraphs, CONTENT_WIDTH, BODY);
  const texts = missionVisionValues.map((card) =>
    canvas.measure(card.description, CARD_TEXT_WIDTH, CARD_TEXT),
  );
  const cardHeight = Math.max(...texts) + CARD_PAD * 2 + 26;
  const blocks = [aboutHeight, storyHeight, BAND_HEIGHT, cardHeight];
  const gap = spreadGap(CONTENT_BOTTOM - 8 - y, blocks, 24, 40);

  // The company in one paragraph, set larger with an amber rule beside it.
  canvas.text(company.about, MARGIN.x + 16, y, CONTENT_WIDTH - 16, ABOUT);
  canvas.fillRect({ x: MARGIN.x, y: y + 2, width: 3, height: aboutHeight - 2 }, COLOR.amber);
  y += aboutHeight + gap;

  y = subheading(canvas, y, story.heading);
  twoColumnText(canvas, story.paragraphs, CONTENT_WIDTH, BODY, { x: MARGIN.x, y });
  y += storyHeight - SUBHEADING_HEIGHT + gap;

  // The achievement figures on a purple band.
  canvas.gradient({ x: MARGIN.x, y, width: CONTENT_WIDTH, height: BAND_HEIGHT }, 6);
  const cell = CONTENT_WIDTH / achievements.length;
  achievements.forEach((stat, index) => {
    const cx = MARGIN.x + index * cell + cell / 2;
    if (index > 0) {
      canvas.doc.save().opacity(0.3);
      canvas.vrule(MARGIN.x + index * cell, y + 18, y + BAND_HEIGHT - 18, COLOR.lilac, 0.6);
      canvas.doc.restore();
    }
    canvas.line(stat.value, cx, y + 16, { ...bold(26, COLOR.amber), align: 'center' });
    canvas.line(stat.label, cx, y + 50, { ...caps(7, COLOR.white, 1.2), align: 'center' });
  });
  y += BAND_HEIGHT + gap;

  missionVisionValues.forEach((card, index) => {
    const x = MARGIN.x + index * (CARD_WIDTH + CARD_GAP);
    canvas.card({ x, y, width: CARD_WIDTH, height: cardHeight });
    canvas.line(card.title, x + CARD_PAD, y + CARD_PAD + 2, bold(11.5, COLOR.night));
    canvas.text(card.description, x + CARD_PAD, y + CARD_PAD + 24, CARD_TEXT_WIDTH, CARD_TEXT);
  });
}

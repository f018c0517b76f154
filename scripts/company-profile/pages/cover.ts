import { company, heroSlides, offices } from '@/scripts/lib/english';
import type { Canvas } from '../canvas';
import { required } from '../text';
import { bold, caps, COLOR, CONTENT_WIDTH, FONT, MARGIN, PAGE } from '../theme';

const NAME = { font: FONT.bold, size: 44, color: COLOR.white, lineGap: 2 } as const;

/** The cover: the first hero artwork fading into the deep purple band, name, motto and founding year. */
export async function drawCover(canvas: Canvas): Promise<void> {
  const hero = required(heroSlides[0], 'hero slide');
  const headOffice = required(offices[0], 'head office');
  canvas.addPage();

  // The title block is set from the foot of the page up; the artwork fills what is above it.
  const footTop = PAGE.height - 100;
  const pillarsY = footTop - 56;
  const mottoY = pillarsY - 46;
  const nameY = mottoY - 10 - canvas.measure(company.name, CONTENT_WIDTH, NAME);
  const labelY = nameY - 26;
  const barY = labelY - 20;
  const imageHeight = barY - 16;

  // Below the artwork the band runs from the colour the artwork fades into down to the brand colour.
  const band = { x: 0, y: imageHeight - 1, width: PAGE.width, height: PAGE.height - imageHeight + 1 };
  canvas.gradient(band, 0, 'down');
  await canvas.image(hero.image, { x: 0, y: 0, width: PAGE.width, height: imageHeight });
  canvas.fade({ x: 0, y: 0, width: PAGE.width, height: 130 }, 0.6, 0);
  canvas.fade({ x: 0, y: imageHeight * 0.45, width: PAGE.width, height: imageHeight * 0.55 + 1 }, 0, 1);

  // Top of the cover: the company mark on the left, the founding year on the right.
  const mark = caps(8.5, COLOR.white, 2.4);
  canvas.fillRect({ x: MARGIN.x, y: 40, width: 22, height: 22 }, COLOR.amber, 3);
  const initial = { ...bold(13, COLOR.night), align: 'center' } as const;
  canvas.line(company.shortName.charAt(0), MARGIN.x + 11, 45.5, initial);
  canvas.line(company.name, MARGIN.x + 32, 47, mark);
  // The year sits on a dark pill: the artwork behind it may be busy.
  const established = `Est. ${company.foundedYear}`;
  const pillWidth = canvas.widthOf(established, mark) + 24;
  canvas.doc.save().fillOpacity(0.85);
  const pill = { x: PAGE.width - MARGIN.x - pillWidth, y: 40, width: pillWidth, height: 22 };
  canvas.fillRect(pill, COLOR.night, 11);
  canvas.doc.restore();
  canvas.line(established, PAGE.width - MARGIN.x - 12, 47, { ...mark, color: COLOR.amber, align: 'right' });

  canvas.fillRect({ x: MARGIN.x, y: barY, width: 56, height: 4 }, COLOR.amber);
  canvas.line('Company Profile', MARGIN.x, labelY, caps(11, COLOR.amber, 3.2));
  canvas.text(company.name, MARGIN.x, nameY, CONTENT_WIDTH, NAME);
  canvas.line(company.motto, MARGIN.x, mottoY, { font: FONT.italic, size: 19, color: COLOR.lilac });

  // What the company does, in the words of the three hero slides.
  const pillar = caps(9, COLOR.white, 1.2);
  let x = MARGIN.x;
  heroSlides.forEach((slide, index) => {
    if (index > 0) {
      canvas.circle(x + 9, pillarsY + 3.6, 2.2, COLOR.amber);
      x += 18;
    }
    x += canvas.line(slide.subtitle, x, pillarsY, pillar);
  });

  // Foot of the cover: founded, head office, contact.
  canvas.doc.save().opacity(0.35);
  canvas.rule(MARGIN.x, footTop, PAGE.width - MARGIN.x, COLOR.lilac, 0.6);
  canvas.doc.restore();
  const { street, area, city, postalCode, country } = company.address;
  const columns = [
    { label: 'Founded', lines: [String(company.foundedYear), `${city}, ${country}`] },
    { label: headOffice.type, lines: [`${street}, ${area}`, `${city} ${postalCode}`] },
    { label: 'Contact', lines: [company.phone.display, company.email] },
  ];
  const columnWidth = CONTENT_WIDTH / columns.length;
  columns.forEach((column, index) => {
    const cx = MARGIN.x + index * columnWidth;
    canvas.line(column.label, cx, footTop + 18, caps(7, COLOR.amber, 1.6));
    column.lines.forEach((text, line) => {
      const style = line === 0 ? bold(9, COLOR.white) : { size: 9, color: COLOR.lilac };
      canvas.line(text, cx, footTop + 33 + line * 13, style);
    });
  });
}

import { company, contactMethods, heroSlides, offices } from '@/scripts/lib/english';
import { channelHref } from '@/lib/links';
import { siteUrl } from '@/lib/site';
import type { Canvas, TextStyle } from '../canvas';
import { sectionOpener, subheading } from '../chrome';
import { required } from '../text';
import { bold, caps, COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, FONT, MARGIN } from '../theme';

const LABEL = caps(6.8, COLOR.muted, 1.3);
const VALUE = { size: 9.2, color: COLOR.ink, lineGap: 1.8 } as const;

/** Contact: the three quick channels, both offices, and a closing band with the website. */
export async function drawContact(canvas: Canvas, number: number): Promise<void> {
  // The page's lead points at the on-screen form ("send a message below"), which a PDF does not have.
  let y = sectionOpener(canvas, number, 'contact', { lead: false });

  // Call, e-mail, WhatsApp: each tile is a link.
  const gap = 12;
  const tileWidth = (CONTENT_WIDTH - gap * 2) / 3;
  const tileHeight = 78;
  contactMethods.forEach((method, index) => {
    const x = MARGIN.x + index * (tileWidth + gap);
    canvas.gradient({ x, y, width: tileWidth, height: tileHeight }, 6);
    canvas.line(method.title, x + 14, y + 14, caps(7.4, COLOR.amber, 1.5));
    const contactStyle = bold(11, COLOR.white);
    const size = canvas.fitSize(method.contact, tileWidth - 28, contactStyle);
    canvas.line(method.contact, x + 14, y + 30 + (11 - size) / 2, { ...contactStyle, size });
    canvas.text(method.description, x + 14, y + 50, tileWidth - 28, { size: 7.8, color: COLOR.lilac });
    canvas.doc.link(x, y, tileWidth, tileHeight, channelHref(method.channel, company.whatsappMessage));
  });
  y += tileHeight + 30;

  y = subheading(canvas, y, 'Our Offices');
  const cardWidth = (CONTENT_WIDTH - 16) / 2;
  const pad = 16;
  const rows = (office: (typeof offices)[number]) => [
    { label: 'Address', value: office.address },
    { label: 'Phone', value: office.phone },
    { label: 'E-mail', value: office.email },
    { label: 'Opening hours', value: office.hours },
  ];
  const valueWidth = cardWidth - pad * 2;
  const officeHeight = (office: (typeof offices)[number]) =>
    rows(office).reduce((sum, row) => sum + 12 + canvas.measure(row.value, valueWidth, VALUE) + 9, 0);
  const cardHeight = pad * 2 + 24 + Math.max(...offices.map(officeHeight)) - 9;
  offices.forEach((office, index) => {
    const x = MARGIN.x + index * (cardWidth + 16);
    canvas.card({ x, y, width: cardWidth, height: cardHeight });
    let cy = y + pad + 2;
    canvas.line(office.type, x + pad, cy, bold(11.5, COLOR.night));
    cy += 24;
    for (const row of rows(office)) {
      canvas.line(row.label, x + pad, cy, LABEL);
      cy += 12;
      cy += canvas.text(row.value, x + pad, cy, valueWidth, VALUE) + 9;
    }
  });
  y += cardHeight + 30;

  // Closing band: the motto, the company and the website, anchored to the foot of the page.
  const bandHeight = Math.max(150, CONTENT_BOTTOM - y);
  const bandY = CONTENT_BOTTOM - bandHeight;
  // The last hero artwork under a deep purple veil, echoing the cover.
  const band = { x: MARGIN.x, y: bandY, width: CONTENT_WIDTH, height: bandHeight };
  await canvas.image(required(heroSlides[heroSlides.length - 1], 'hero slide').image, band, 8);
  canvas.doc.save();
  canvas.outline(band, 8).clip();
  canvas.doc.fillOpacity(0.84);
  canvas.gradient(band);
  canvas.doc.restore();
  const centre = MARGIN.x + CONTENT_WIDTH / 2;
  const centred = (text: string, y: number, style: TextStyle) =>
    canvas.line(text, centre, y, { ...style, align: 'center' });
  let by = bandY + bandHeight / 2 - 52;
  canvas.fillRect({ x: centre - 22, y: by, width: 44, height: 3 }, COLOR.amber);
  by += 16;
  centred(company.motto, by, { font: FONT.italic, size: 22, color: COLOR.white });
  by += 34;
  centred(company.legalName, by, caps(9, COLOR.lilac, 1.6));
  by += 22;
  const website = siteUrl.href;
  const width = centred(website.replace(/^https?:\/\//, '').replace(/\/$/, ''), by, bold(11, COLOR.amber));
  canvas.doc.link(centre - width / 2, by - 2, width, 16, website);
}

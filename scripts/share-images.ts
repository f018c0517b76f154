/**
 * Writes the share images (Open Graph / Twitter cards) as real 1200x630 JPEG files, from content:
 * one per page in each language (lib/seo.ts, sharePages and shareImagePath): the home page's with
 * the motto, each menu route's with its hero's eyebrow and title, each project's with its title,
 * place and client. Static hosts serve a .jpg as image/jpeg, which Next's extensionless
 * opengraph-image output would not be; JPEG keeps each card well under WhatsApp's ~300 KB preview
 * limit (SHARE_IMAGE_MAX_BYTES, lib/seo.ts, checked on every card written). Text is drawn as vector paths from the site's
 * fonts, so the cards look the same on every machine, with or without system fonts:
 * - Latin (the English cards, the host line, Latin words in Bangla) in Plus Jakarta Sans, laid out
 *   by fontkit from its static cuts (fontkit cannot apply variations to the variable WOFF2);
 * - Bengali in the variable Noto Sans Bengali at the same weights (800 for the title and labels,
 *   500 for the details), shaped and drawn by HarfBuzz, as Chrome shapes it, with every cluster
 *   checked: a broken one fails the build (scripts/lib/shaping.ts says why HarfBuzz and not fontkit).
 * A line is cut into runs of one font each, as the browser picks fonts by unicode-range.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { company, companyText } from '@/content/company';
import { pageText, type RouteId } from '@/content/navigation';
import { shellText } from '@/content/shell';
import { logoMarkSvg } from '@/scripts/lib/logo-mark';
import { openBengaliFont, scriptRuns, type BengaliFont } from '@/scripts/lib/shaping';
import { token } from '@/scripts/lib/tokens';
import { wrap } from '@/scripts/lib/wrap';
import { storyImage } from '../content/about';
import { heroSlideFacts, homeAboutImage } from '../content/home';
import { projectFacts, projects, projectsPage } from '../content/projects';
import type { ImagePath } from '../content/types';
import { formatYear, locales, type Locale, type PerLocale } from '../lib/i18n';
import { SHARE_IMAGE, SHARE_IMAGE_MAX_BYTES, shareImagePath, sharePages, type SharePage } from '../lib/seo';
import { siteUrl } from '../lib/site';

const root = path.resolve(__dirname, '..');
const { width: W, height: H } = SHARE_IMAGE;
const PAD = 72;
const PHOTO_X = 640;
const TEXT_WIDTH = PHOTO_X - PAD - 24;

/** The two weights of the cards, as CSS numbers them: Plus Jakarta Sans's static cuts, Noto Sans Bengali's wght. */
const WEIGHTS = { bold: 800, medium: 500 } as const;
type Weight = keyof typeof WEIGHTS;

function latinFont(weight: number): fontkit.Font {
  const file = `${root}/node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff2`;
  const font = fontkit.openSync(file);
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}
const latin = { bold: latinFont(WEIGHTS.bold), medium: latinFont(WEIGHTS.medium) };

interface TextStyle {
  weight: Weight;
  size: number;
  fill: string;
  letterSpacing?: number;
}

/** One glyph placed on a line: its outline (font units, y up), its origin and scale. */
interface PlacedGlyph {
  d: string;
  x: number;
  dy: number;
  scale: number;
}

/** A line of text set in runs of one font each: its glyphs from x = 0 and its width. */
function setLine(
  text: string,
  style: TextStyle,
  bengali: BengaliFont,
): { glyphs: PlacedGlyph[]; width: number } {
  const { weight, size, letterSpacing = 0 } = style;
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const run of scriptRuns(text)) {
    if (run.bengali) {
      const scale = size / bengali.unitsPerEm;
      for (const glyph of bengali.shape(text, run, WEIGHTS[weight])) {
        const d = bengali.path(glyph.id, WEIGHTS[weight]);
        if (d) glyphs.push({ d, x: pen + glyph.xOffset * scale, dy: -glyph.yOffset * scale, scale });
        pen += glyph.xAdvance * scale;
      }
      continue;
    }
    const font = latin[weight];
    const scale = size / font.unitsPerEm;
    const layout = font.layout(run.text);
    layout.glyphs.forEach((glyph, i) => {
      const d = glyph.path.toSVG();
      if (d) glyphs.push({ d, x: pen, dy: 0, scale });
      pen += (layout.positions[i]?.xAdvance ?? glyph.advanceWidth) * scale + letterSpacing;
    });
  }
  return { glyphs, width: pen };
}

/** One line of text as SVG paths, its baseline starting at (x, y); throws if it would run past the text column. */
function line(text: string, x: number, y: number, style: TextStyle, bengali: BengaliFont): string {
  const { glyphs, width } = setLine(text, style, bengali);
  if (x + width > PHOTO_X - 24) throw new Error(`share image: "${text}" is too long for its line`);
  const paths = glyphs.map(
    (glyph) =>
      `<path transform="translate(${(x + glyph.x).toFixed(2)} ${(y + glyph.dy).toFixed(2)}) scale(${glyph.scale.toFixed(5)} ${(-glyph.scale).toFixed(5)})" d="${glyph.d}"/>`,
  );
  return `<g fill="${style.fill}">${paths.join('')}</g>`;
}

/** How a language's cards set their type. */
interface Typography {
  /** Eyebrow and the logo's line: spaced capitals in English; Bangla has no case, and spacing pulls its headline (মাত্রা) apart. */
  label: (text: string) => string;
  labelSpacing: number;
  /** Labels set larger in Bangla, whose small letters carry marks above and below (app/bangla.css, --label-scale). */
  labelScale: number;
  /** The title's first baseline below the eyebrow's, in ems of the title: Bengali's signs reach higher than capitals. */
  titleDrop: (size: number) => number;
  /** Line heights, in ems: Bengali's signs above and below the line need more (app/bangla.css: headings at 1.4). */
  titleLeading: number;
  detailLeading: number;
}

const typography: PerLocale<Typography> = {
  en: {
    label: (text) => text.toUpperCase(),
    labelSpacing: 1,
    labelScale: 1,
    titleDrop: () => 62,
    titleLeading: 1.14,
    detailLeading: 34 / 25,
  },
  bn: {
    label: (text) => text,
    labelSpacing: 0,
    labelScale: 1.2,
    titleDrop: (size) => 24 + size * 0.92,
    titleLeading: 1.34,
    detailLeading: 1.56,
  },
};

/** What a card says, and the photo beside it. */
export interface Card {
  eyebrow: string;
  title: string;
  /** Short lines under the title (each wraps to two at most), e.g. the place and the client. */
  detail: string[];
  image: ImagePath;
}

/**
 * The photo of each menu route's card (the pages' heroes have none): a picture of the page's subject
 * from content/, none of the service and equipment pictures, whose English label would show.
 */
const routeImages: Record<RouteId, ImagePath> = {
  home: heroSlideFacts[0].image,
  about: storyImage,
  services: homeAboutImage,
  projects: projectFacts[1].images[1],
  team: projectFacts[0].thumbnail,
  equipment: heroSlideFacts[1].image,
  rent: heroSlideFacts[1].image,
  supply: heroSlideFacts[2].image,
  licenses: storyImage,
  // The reception of the Uttara building's lobby.
  contact: projectFacts[1].images[3],
};

/** What the card of a page says in a language. */
export function cardOf(locale: Locale, page: SharePage): Card {
  const { motto, address, shareCard } = companyText[locale];
  const since = shareCard.since(formatYear(locale, company.foundedYear));
  if ('project' in page) {
    const project = projects[locale].find((candidate) => candidate.id === page.project.id);
    if (!project) throw new Error(`No project ${page.project.id} in ${locale}`);
    return {
      eyebrow: `${shareCard.project} · ${projectsPage[locale].categories[project.category]}`,
      title: project.title,
      detail: [project.location || `${address.city}, ${address.country}`, project.client].filter(Boolean),
      image: project.thumbnail,
    };
  }
  if (page.route === 'home') {
    return { eyebrow: shareCard.lines, title: motto, detail: [since], image: routeImages.home };
  }
  const { eyebrow, title } = pageText[locale][page.route].intro;
  return { eyebrow, title, detail: [since], image: routeImages[page.route] };
}

const photos = new Map<ImagePath, Promise<Buffer>>();
/** The card's right side: the photo cropped to it, once per photo (cards share them across languages). */
function photo(image: ImagePath): Promise<Buffer> {
  let buffer = photos.get(image);
  if (!buffer) {
    buffer = sharp(path.join(root, 'content/images', image))
      .resize(W - PHOTO_X, H, { fit: 'cover', position: 'attention' })
      .toBuffer();
    photos.set(image, buffer);
  }
  return buffer;
}

/** The card's text: where each block goes, the title at the largest size (60 to 40) at which it all fits. */
function textLayer(locale: Locale, { eyebrow, title, detail }: Card, bengali: BengaliFont, target: string) {
  const type = typography[locale];
  const white = token('color-on-dark');
  const muted = token('color-on-dark-muted');
  const amber = token('color-accent-light');
  const lastBaseline = H - PAD - 60;
  const paragraph = (text: string, y: number, style: TextStyle, maxLines: number, leading: number) => {
    const lines = wrap(text, TEXT_WIDTH, maxLines, (s) => setLine(s, style, bengali).width);
    return {
      svg: lines.map((l, i) => line(l, PAD, y + i * leading, style, bengali)).join(''),
      bottom: y + (lines.length - 1) * leading,
      cut: lines.some((l) => l.endsWith('…')),
    };
  };
  const detailStyle: TextStyle = { weight: 'medium', size: 25, fill: muted };
  const detailLeading = Math.round(detailStyle.size * type.detailLeading);
  let layout;
  for (let size = 60; size >= 40; size -= 2) {
    const titleStyle: TextStyle = { weight: 'bold', size, fill: white };
    const titleBlock = paragraph(title, 200 + type.titleDrop(size), titleStyle, 3, size * type.titleLeading);
    const blocks = [titleBlock];
    let top = titleBlock.bottom + 56;
    for (const text of detail) {
      const block = paragraph(text, top, detailStyle, 2, detailLeading);
      blocks.push(block);
      top = block.bottom + detailLeading;
    }
    layout = { blocks, bottom: blocks.at(-1)?.bottom ?? 0 };
    if (!titleBlock.cut && layout.bottom <= lastBaseline) break;
  }
  if (!layout || layout.bottom > lastBaseline) {
    throw new Error(`share image ${target}: the text runs into the footer; shorten it`);
  }
  const host = siteUrl.host.replace(/^www\./, '');
  const label = (size: number) => size * type.labelScale;
  return `${line(companyText[locale].shortName, PAD + 78, PAD + 30, { weight: 'bold', size: 32, fill: white }, bengali)}
  ${line(type.label(shellText[locale].logo.tagline), PAD + 78, PAD + 56, { weight: 'medium', size: label(15), fill: muted, letterSpacing: 2.4 * type.labelSpacing }, bengali)}
  ${line(type.label(eyebrow), PAD, 200, { weight: 'bold', size: label(18), fill: amber, letterSpacing: 2.6 * type.labelSpacing }, bengali)}
  ${layout.blocks.map((block) => block.svg).join('')}
  <rect x="${PAD}" y="${H - PAD - 34}" width="56" height="5" rx="2.5" fill="${amber}"/>
  ${line(host, PAD, H - PAD, { weight: 'medium', size: 22, fill: muted }, bengali)}`;
}

async function drawCard(locale: Locale, card: Card, target: string, mark: Buffer, bengali: BengaliFont) {
  const name = path.relative(root, target);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${token('color-primary-950')}"/><stop offset="0.55" stop-color="${token('color-primary-800')}"/><stop offset="1" stop-color="${token('color-primary-600')}"/>
    </linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#3b1680" stop-opacity="0.95"/><stop offset="0.4" stop-color="#3b1680" stop-opacity="0"/>
    </linearGradient>
    <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
      <path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/>
    </pattern>
  </defs>
  <rect width="${PHOTO_X}" height="${H}" fill="url(#brand)"/>
  <rect width="${PHOTO_X}" height="${H}" fill="url(#grid)"/>
  <rect x="${PHOTO_X}" width="${W - PHOTO_X}" height="${H}" fill="url(#fade)"/>
  ${textLayer(locale, card, bengali, name)}
</svg>`;
  await mkdir(path.dirname(target), { recursive: true });
  // The card's layer as raw pixels: a PNG would be encoded only to be decoded again.
  const layer = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  // Photo first, then the card on top: the card's fade is transparent over the photo's right side.
  const { size } = await sharp({
    create: { width: W, height: H, channels: 3, background: token('color-primary-950') },
  })
    .composite([
      { input: await photo(card.image), left: PHOTO_X, top: 0 },
      { input: layer.data, raw: layer.info, left: 0, top: 0 },
      { input: mark, left: PAD, top: PAD - 4 },
    ])
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(target);
  if (size > SHARE_IMAGE_MAX_BYTES)
    throw new Error(`share image ${name}: ${size} bytes, over ${SHARE_IMAGE_MAX_BYTES}`);
  return size;
}

export async function drawShareImages() {
  const started = performance.now();
  // The mark at the size of its viewBox, 64 px, so at sharp's own density (72).
  const markSvg = Buffer.from(logoMarkSvg('light', companyText.en.name));
  const markPng = sharp(markSvg, { density: 72 }).resize(64, 64).png().toBuffer();
  const [mark, bengali] = await Promise.all([markPng, openBengaliFont(Object.values(WEIGHTS))]);
  const publicDir = path.join(root, 'public');
  // No card of a page or project that is gone stays behind.
  await rm(path.join(publicDir, 'og'), { recursive: true, force: true });
  // One after another: sharp spreads each over the cores already.
  const sizes: number[] = [];
  for (const locale of locales) {
    for (const page of sharePages) {
      const target = path.join(publicDir, shareImagePath(locale, page));
      sizes.push(await drawCard(locale, cardOf(locale, page), target, mark, bengali));
    }
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `share images: ${sizes.length} cards of ${W}x${H} in public/og/, ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))}, ${kb(sizes.reduce((a, b) => a + b, 0))} in all, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

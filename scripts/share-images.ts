/**
 * Writes the share images (Open Graph / Twitter cards) as real 1200x630 JPEG files, from content:
 * one for the site and one per project with its title and picture. Static hosts serve a .jpg as
 * image/jpeg, which Next's extensionless opengraph-image output would not be; JPEG keeps each card
 * well under WhatsApp's ~300 KB preview limit. Text is drawn as vector paths from the site's font
 * (fontkit), so the cards look the same on every machine, with or without system fonts.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { company, heroSlides, projects } from '@/scripts/lib/english';
import type { ImagePath } from '../content/types';
import { SHARE_IMAGE, shareImagePaths } from '../lib/seo';
import { siteUrl } from '../lib/site';

const root = path.resolve(__dirname, '..');
const { width: W, height: H } = SHARE_IMAGE;
const PAD = 72;
const PHOTO_X = 640;
const TEXT_WIDTH = PHOTO_X - PAD - 24;

const fontFile = (weight: number) =>
  path.join(
    root,
    'node_modules/@fontsource/plus-jakarta-sans/files',
    `plus-jakarta-sans-latin-${weight}-normal.woff2`,
  );
function openFont(file: string): fontkit.Font {
  const font = fontkit.openSync(file);
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}
// The static cuts of the site's font: fontkit cannot apply variations to the variable WOFF2.
const fonts = { bold: openFont(fontFile(800)), medium: openFont(fontFile(500)) };

interface TextStyle {
  font: fontkit.Font;
  size: number;
  fill: string;
  letterSpacing?: number;
}

function measure(text: string, { font, size, letterSpacing = 0 }: TextStyle): number {
  const run = font.layout(text);
  return (run.advanceWidth * size) / font.unitsPerEm + letterSpacing * text.length;
}

/** One line of text as SVG paths, its baseline starting at (x, y). */
function line(text: string, x: number, y: number, style: TextStyle): string {
  const { font, size, fill, letterSpacing = 0 } = style;
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = x;
  const glyphs = run.glyphs.map((glyph, i) => {
    const d = glyph.path.toSVG();
    const out = d
      ? `<path transform="translate(${pen.toFixed(2)} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`
      : '';
    pen += (run.positions[i]?.xAdvance ?? glyph.advanceWidth) * scale + letterSpacing;
    return out;
  });
  return `<g fill="${fill}">${glyphs.join('')}</g>`;
}

/** Greedy word wrap into at most `maxLines` lines; the last one ends in '…' when text is left over. */
export function wrap(
  text: string,
  maxWidth: number,
  maxLines: number,
  width: (s: string) => number,
): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const candidate = current ? `${current} ${word}` : word;
    if (!current || width(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines.pop() ?? '';
      lines.push(`${last.replace(/[,.;:]?$/, '')}…`);
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function paragraph(text: string, x: number, y: number, style: TextStyle, maxLines: number, leading: number) {
  const lines = wrap(text, TEXT_WIDTH, maxLines, (s) => measure(s, style));
  return {
    svg: lines.map((l, i) => line(l, x, y + i * leading, style)).join(''),
    bottom: y + (lines.length - 1) * leading,
  };
}

async function logoMark(size: number): Promise<Buffer> {
  return sharp(path.join(root, 'public/brand/logo-mark-light.svg'), { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();
}

interface Card {
  eyebrow: string;
  title: string;
  /** Short lines under the title (each wraps to two at most), e.g. the place and the client. */
  detail: string[];
  image: ImagePath;
  target: string;
}

async function drawCard({ eyebrow, title, detail, image, target }: Card, mark: Buffer) {
  const white = '#ffffff';
  const muted = '#d9d2f0';
  const amber = '#fbbf24';
  // The largest size at which the whole title fits in three lines.
  const titleStyle: TextStyle = { font: fonts.bold, size: 60, fill: white };
  while (
    titleStyle.size > 40 &&
    wrap(title, TEXT_WIDTH, 3, (s) => measure(s, titleStyle)).some((l) => l.endsWith('…'))
  ) {
    titleStyle.size -= 2;
  }
  const titleBlock = paragraph(title, PAD, 262, titleStyle, 3, titleStyle.size * 1.14);
  const detailStyle: TextStyle = { font: fonts.medium, size: 25, fill: muted };
  const detailTop = titleBlock.bottom + 56;
  const detailBlock: { svg: string; bottom: number }[] = [];
  for (const text of detail) {
    const top = (detailBlock.at(-1)?.bottom ?? detailTop - 34) + 34;
    detailBlock.push(paragraph(text, PAD, top, detailStyle, 2, 34));
  }
  const textBottom = detailBlock.at(-1)?.bottom ?? titleBlock.bottom;
  if (textBottom > H - PAD - 60) {
    throw new Error(`share image ${path.basename(target)}: the text runs into the footer; shorten it`);
  }
  const host = siteUrl.host.replace(/^www\./, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e0a47"/><stop offset="0.55" stop-color="#4c1d95"/><stop offset="1" stop-color="#6d28d9"/>
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
  ${line(company.shortName, PAD + 78, PAD + 30, { font: fonts.bold, size: 32, fill: white })}
  ${line('CONSTRUCTION & SUPPLY', PAD + 78, PAD + 56, { font: fonts.medium, size: 15, fill: muted, letterSpacing: 2.4 })}
  ${line(eyebrow.toUpperCase(), PAD, 200, { font: fonts.bold, size: 18, fill: amber, letterSpacing: 2.6 })}
  ${titleBlock.svg}
  ${detailBlock.map((block) => block.svg).join('')}
  <rect x="${PAD}" y="${H - PAD - 34}" width="56" height="5" rx="2.5" fill="${amber}"/>
  ${line(host, PAD, H - PAD, { font: fonts.medium, size: 22, fill: muted })}
</svg>`;
  const photo = await sharp(path.join(root, 'content/images', image))
    .resize(W - PHOTO_X, H, { fit: 'cover', position: 'attention' })
    .toBuffer();
  const overlay = Buffer.from(svg);
  await mkdir(path.dirname(target), { recursive: true });
  // Photo first, then the card on top: the card's fade is transparent over the photo's right side.
  await sharp({ create: { width: W, height: H, channels: 3, background: '#1e0a47' } })
    .composite([
      { input: photo, left: PHOTO_X, top: 0 },
      { input: await sharp(overlay).png().toBuffer(), left: 0, top: 0 },
      { input: mark, left: PAD, top: PAD - 4 },
    ])
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(target);
}

async function main() {
  const mark = await logoMark(64);
  const publicDir = path.join(root, 'public');
  const [firstSlide] = heroSlides;
  if (!firstSlide) throw new Error('content/home.ts has no hero slide for the site share image');
  const cards: Card[] = [
    {
      eyebrow: 'Construction · Rental · Supply',
      title: company.motto,
      detail: [
        `Building, equipment rental and material supply in Dhaka, Bangladesh, since ${company.foundedYear}.`,
      ],
      image: firstSlide.image,
      target: path.join(publicDir, shareImagePaths.site),
    },
    ...projects.map((project) => ({
      eyebrow: `Project · ${project.categoryName}`,
      title: project.title,
      detail: [
        project.location || `${company.address.city}, ${company.address.country}`,
        project.client,
      ].filter(Boolean),
      image: project.thumbnail,
      target: path.join(publicDir, shareImagePaths.project(project)),
    })),
  ];
  for (const card of cards) await drawCard(card, mark);
  console.log(`share images: ${cards.length} cards of ${W}x${H} in public/og/`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Shared drawing primitives: a seeded PRNG, colour arithmetic and a per-image drawing context that
 * hands out unique ids for gradients and clip paths. Everything here is pure string building; sharp
 * (librsvg) turns the SVG into pixels in index.ts.
 */
import { token } from '@/scripts/lib/tokens';

/** 32-bit FNV-1a hash of a string, used to seed the PRNG from an item id. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking colours and poses. */
export class Rng {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }

  /** A child generator, so adding draws in one part of a picture does not reshuffle another. */
  fork(label: string): Rng {
    return new Rng(hashString(`${this.state}:${label}`));
  }
}

/** Element at i, wrapping around; throws on an empty list (keeps noUncheckedIndexedAccess honest). */
export function at<T>(items: readonly T[], i: number): T {
  const item = items[((i % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('at() on an empty list');
  return item;
}

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/** Positive amounts lighten towards white, negative darken towards black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

/**
 * The colours the drawings are made of: the site's own (its tokens in app/globals.css, so a picture
 * drawn again matches the pages it sits in) and the building site's (steel, concrete, earth, leaves).
 */
export const palette = {
  purple900: token('color-primary-900'),
  purple800: token('color-primary-800'),
  purple700: token('color-primary-600'),
  violet: token('color-primary-500'),
  violetLight: token('color-primary-300'),
  amber: token('color-accent'),
  amberLight: token('color-accent-light'),
  amberPale: '#fde68a',
  cream: token('color-surface-alt'),
  slate: '#1e293b',
  slateMid: '#334155',
  slateLight: '#64748b',
  steel: '#94a3b8',
  steelLight: '#cbd5e1',
  ink: '#0f172a',
  glass: '#bfdbfe',
  earth: '#c8a27a',
  concrete: '#b8b2a7',
  brick: '#b4532a',
  leaf: '#3f7d4e',
  leafDark: '#2a5b39',
} as const;

// ---------------------------------------------------------------------------------------------
// Drawing context

export interface Ctx {
  rng: Rng;
  width: number;
  height: number;
  /** Returns a unique id for a def in this SVG. */
  uid(prefix: string): string;
  /** Adds raw markup to <defs>. */
  def(markup: string): void;
  defs(): string;
}

export function createCtx(seed: string, width: number, height: number): Ctx {
  const defs: string[] = [];
  let counter = 0;
  return {
    rng: new Rng(seed),
    width,
    height,
    uid: (prefix) => `${prefix}${++counter}`,
    def: (markup) => {
      defs.push(markup);
    },
    defs: () => defs.join(''),
  };
}

export function svgDocument(ctx: Ctx, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ctx.width}" height="${ctx.height}" ` +
    `viewBox="0 0 ${ctx.width} ${ctx.height}"><defs>${ctx.defs()}</defs>${body}</svg>`
  );
}

/** Rounds coordinates so the SVG stays compact. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export type Point = readonly [number, number];

export function pts(points: readonly Point[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

export function poly(points: readonly Point[], fill: string, extra = ''): string {
  return `<polygon points="${pts(points)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function rrect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = '',
): string {
  return rect(x, y, w, h, fill, `rx="${n(r)}"${extra ? ' ' + extra : ''}`);
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ' ' + extra : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function g(transform: string, body: string, extra = ''): string {
  return `<g${transform ? ` transform="${transform}"` : ''}${extra ? ' ' + extra : ''}>${body}</g>`;
}

/** A tapered bar between two points (boom arms, jibs, cylinders), optionally with rounded ends. */
export function beam(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  w1: number,
  w2: number,
  fill: string,
  extra = '',
): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  return poly(
    [
      [x1 + (nx * w1) / 2, y1 + (ny * w1) / 2],
      [x2 + (nx * w2) / 2, y2 + (ny * w2) / 2],
      [x2 - (nx * w2) / 2, y2 - (ny * w2) / 2],
      [x1 - (nx * w1) / 2, y1 - (ny * w1) / 2],
    ],
    fill,
    extra,
  );
}

/** Vertical linear gradient from stops [offset 0..1, colour, opacity?]. Returns the url(#id). */
export function linearGradient(
  ctx: Ctx,
  stops: readonly (readonly [number, string, number?])[],
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const id = ctx.uid('lg');
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = dir;
  ctx.def(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
      stops
        .map(
          ([o, c, a]) =>
            `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
        )
        .join('') +
      `</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radialGradient(
  ctx: Ctx,
  stops: readonly (readonly [number, string, number?])[],
  opts: { cx?: number; cy?: number; r?: number } = {},
): string {
  const id = ctx.uid('rg');
  const { cx = 0.5, cy = 0.5, r = 0.5 } = opts;
  ctx.def(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
      stops
        .map(
          ([o, c, a]) =>
            `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
        )
        .join('') +
      `</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Escapes text for SVG <text>. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const FONT_SANS = "'DejaVu Sans', sans-serif";
export const FONT_SERIF = "'DejaVu Serif', serif";

/**
 * Approximate advance widths of DejaVu Sans per em, good to a few percent; labels keep a margin, and
 * fitText() shrinks the size until the estimate fits.
 */
const NARROW = new Set("fijlrtI!.,:;'|()[] ".split(''));
const WIDE = new Set('mwMWOQGCDHNU@%&'.split(''));

export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) em += 0.36;
    else if (WIDE.has(ch)) em += 0.86;
    else if (ch >= 'A' && ch <= 'Z') em += 0.72;
    else if (ch >= '0' && ch <= '9') em += 0.64;
    else em += 0.6;
  }
  return em * size * (bold ? 1.12 : 1.02);
}

/** Largest size <= max at which text fits in width. */
export function fitText(text: string, maxSize: number, width: number, bold = false, minSize = 8): number {
  let size = maxSize;
  while (size > minSize && textWidth(text, size, bold) > width) size -= 1;
  return size;
}

/** Greedy word wrap using the width estimate. */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, bold) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

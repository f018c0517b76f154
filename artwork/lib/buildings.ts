/**
 * Buildings: a concrete frame under construction with bamboo scaffolding (as Dhaka sites use), and
 * finished residential and commercial towers. Each stands on y=0 from x=-w/2 to w/2.
 */
import {
  type Ctx,
  type Rng,
  circle,
  g,
  line,
  linearGradient,
  mix,
  n,
  palette,
  poly,
  rect,
  shade,
} from './core';
import type { Drawing } from './drawing';

export function brickPattern(ctx: Ctx, color: string, bw: number, bh: number): string {
  const id = ctx.uid('bp');
  const mortar = mix(color, '#e9dccb', 0.55);
  ctx.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(bw)}" height="${n(bh * 2)}">` +
      rect(0, 0, bw, bh * 2, mortar) +
      rect(0.8, 0.8, bw - 1.6, bh - 1.6, color) +
      rect(-bw / 2 + 0.8, bh + 0.8, bw - 1.6, bh - 1.6, shade(color, -0.06)) +
      rect(bw / 2 + 0.8, bh + 0.8, bw - 1.6, bh - 1.6, shade(color, 0.05)) +
      `</pattern>`,
  );
  return `url(#${id})`;
}

export interface FrameOpts {
  floors: number;
  bays: number;
  bay: number;
  floorH: number;
  /** Floors (from the ground) that are finished with plaster and windows. */
  done: number;
  /** Floors with brick infill above those. */
  brick: number;
  scaffold: 'left' | 'right' | 'none';
  net: boolean;
  plaster: string;
  accent: string;
  dusk?: boolean;
}

export function underConstruction(ctx: Ctx, rng: Rng, o: FrameOpts): Drawing {
  const W = o.bays * o.bay;
  const x0 = -W / 2;
  const fh = o.floorH;
  const slab = fh * 0.13;
  const col = o.bay * 0.11;
  const concrete = palette.concrete;
  const interior = mix(concrete, '#3b3346', o.dusk ? 0.72 : 0.55);
  const brickFill = brickPattern(ctx, palette.brick, fh * 0.26, fh * 0.085);
  let s = '';
  // ground floor plinth
  for (let f = 0; f < o.floors; f++) {
    const yb = -f * fh;
    const yt = yb - fh;
    if (f < o.done) {
      s += rect(x0, yt, W, fh, o.plaster);
      for (let b = 0; b < o.bays; b++) {
        const bx = x0 + b * o.bay;
        if (f === 0 && b === Math.floor(o.bays / 2)) {
          s += rect(bx + o.bay * 0.2, yt + fh * 0.3, o.bay * 0.6, fh * 0.7, shade(interior, -0.1));
          continue;
        }
        const lit = o.dusk && rng.chance(0.5);
        s += rect(
          bx + o.bay * 0.22,
          yt + fh * 0.28,
          o.bay * 0.56,
          fh * 0.46,
          lit ? palette.amberLight : '#3a4a66',
        );
        s += rect(bx + o.bay * 0.22, yt + fh * 0.28, o.bay * 0.56, fh * 0.08, '#ffffff', 'opacity="0.25"');
        s += rect(bx + o.bay * 0.18, yt + fh * 0.74, o.bay * 0.64, fh * 0.05, shade(o.plaster, -0.15));
        s += line(
          bx + o.bay * 0.5,
          yt + fh * 0.28,
          bx + o.bay * 0.5,
          yt + fh * 0.74,
          shade(o.plaster, -0.2),
          o.bay * 0.02,
        );
      }
    } else if (f < o.done + o.brick) {
      s += rect(x0, yt, W, fh, interior);
      for (let b = 0; b < o.bays; b++) {
        const bx = x0 + b * o.bay;
        const full = rng.chance(0.75) || f === o.done;
        if (full) {
          s += rect(bx, yt, o.bay, fh, brickFill);
          s += rect(bx + o.bay * 0.24, yt + fh * 0.3, o.bay * 0.52, fh * 0.44, interior);
          s += rect(bx + o.bay * 0.22, yt + fh * 0.28, o.bay * 0.56, fh * 0.04, concrete);
        } else {
          const hgt = fh * rng.range(0.25, 0.6);
          s += rect(bx, yb - hgt, o.bay, hgt, brickFill);
        }
      }
    } else {
      s += rect(x0, yt, W, fh, interior);
      // shoring props under the newest slab
      if (f === o.floors - 1) {
        for (let px = x0 + o.bay * 0.2; px < x0 + W; px += o.bay * 0.3)
          s += rect(px, yt + slab, fh * 0.03, fh - slab, '#8b6a44');
      }
    }
    // columns and slab
    for (let b = 0; b <= o.bays; b++)
      s += rect(x0 + b * o.bay - col / 2, yt, col, fh, f < o.done ? shade(o.plaster, -0.08) : concrete);
    s += rect(
      x0 - fh * 0.1,
      yt,
      W + fh * 0.2,
      slab,
      f < o.done ? shade(o.plaster, -0.12) : shade(concrete, 0.08),
    );
    if (f < o.done) s += rect(x0 - fh * 0.1, yt, W + fh * 0.2, slab * 0.3, o.accent);
  }
  // starter bars on the roof
  const top = -o.floors * fh;
  for (let b = 0; b <= o.bays; b++) {
    const cx = x0 + b * o.bay;
    for (const dx of [-col * 0.3, 0, col * 0.3])
      s += line(cx + dx, top, cx + dx * 1.4, top - fh * 0.45, '#7a4b34', fh * 0.025);
  }
  s += rect(x0 - fh * 0.1, top - slab * 0.5, W + fh * 0.2, slab * 0.5, shade(concrete, 0.12));
  // bamboo scaffolding
  if (o.scaffold !== 'none') {
    const span = Math.max(2, Math.ceil(o.bays * 0.55));
    const sx0 = o.scaffold === 'left' ? x0 - fh * 0.18 : x0 + (o.bays - span) * o.bay;
    const sx1 = o.scaffold === 'left' ? x0 + span * o.bay : x0 + W + fh * 0.18;
    const sTop = -(o.floors - 0.6) * fh;
    const bamboo = '#c9a063';
    const bw = fh * 0.03;
    let sc = '';
    for (let x = sx0; x <= sx1 + 1; x += o.bay / 2) sc += line(x, 0, x + rng.range(-2, 2), sTop, bamboo, bw);
    for (let y = -fh * 0.5; y > sTop; y -= fh / 2)
      sc += line(sx0 - bw, y, sx1 + bw, y + rng.range(-1.5, 1.5), shade(bamboo, -0.1), bw * 0.8);
    for (let y = 0; y > sTop + fh; y -= fh)
      sc += line(sx0, y, sx0 + o.bay, y - fh, shade(bamboo, -0.15), bw * 0.6);
    if (o.net) {
      const netTop = sTop + fh * rng.range(0.2, 1.5);
      const netBot = -fh * rng.range(1.5, 3);
      sc += rect(sx0, netTop, sx1 - sx0, netBot - netTop, '#2f8f5b', 'opacity="0.42"');
    }
    s += g('', sc);
  }
  return { svg: s, x0: x0 - fh * 0.3, x1: x0 + W + fh * 0.3, h: o.floors * fh + fh * 0.5 };
}

export interface TowerOpts {
  kind: 'residential' | 'commercial';
  floors: number;
  bays: number;
  bay: number;
  floorH: number;
  body: string;
  accent: string;
  glass: string;
  dusk?: boolean;
  /** Width of the visible side face (0 for a flat elevation). */
  side: number;
}

export function tower(ctx: Ctx, rng: Rng, o: TowerOpts): Drawing {
  const W = o.bays * o.bay;
  const H = o.floors * o.floorH + o.floorH * 1.4;
  const x0 = -W / 2;
  const fh = o.floorH;
  const podium = fh * 1.4;
  let s = '';
  const side = o.side;
  // side face in shade
  if (side > 0) {
    s += poly(
      [
        [x0 + W, 0],
        [x0 + W, -H],
        [x0 + W + side, -H + side * 0.35],
        [x0 + W + side, 0],
      ],
      shade(o.kind === 'commercial' ? o.glass : o.body, -0.28),
    );
    for (let f = 0; f < o.floors; f++) {
      const y = -podium - f * fh;
      s += line(
        x0 + W,
        y,
        x0 + W + side,
        y + side * 0.35 * (1 - y / -H),
        shade(o.body, -0.4),
        2,
        'opacity="0.5"',
      );
    }
  }
  if (o.kind === 'commercial') {
    const glassFill = linearGradient(
      ctx,
      [
        [0, shade(o.glass, 0.35)],
        [0.45, o.glass],
        [1, shade(o.glass, -0.3)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
    s += rect(x0, -H, W, H, glassFill);
    // reflections
    const id = ctx.uid('tc');
    ctx.def(`<clipPath id="${id}">${rect(x0, -H, W, H, '#000')}</clipPath>`);
    let refl = '';
    for (let i = 0; i < 3; i++) {
      const rx = x0 + W * rng.range(-0.2, 0.9);
      refl += poly(
        [
          [rx, 0],
          [rx + W * 0.18, 0],
          [rx + W * 0.55, -H],
          [rx + W * 0.37, -H],
        ],
        '#ffffff',
        `opacity="${n(rng.range(0.06, 0.16))}"`,
      );
    }
    s += g('', refl, `clip-path="url(#${id})"`);
    // lit floors at dusk
    if (o.dusk) {
      for (let f = 0; f < o.floors; f++)
        for (let b = 0; b < o.bays; b++)
          if (rng.chance(0.35))
            s += rect(
              x0 + b * o.bay + 2,
              -podium - (f + 1) * fh + 3,
              o.bay - 4,
              fh - 8,
              palette.amberLight,
              'opacity="0.7"',
            );
    }
    for (let b = 0; b <= o.bays; b++)
      s += rect(x0 + b * o.bay - 1.5, -H, 3, H - podium, shade(o.glass, -0.45), 'opacity="0.7"');
    for (let f = 0; f <= o.floors; f++)
      s += rect(x0, -podium - f * fh - 2.5, W, 5, shade(o.body, -0.1), 'opacity="0.85"');
    // crown
    s += rect(x0 - 6, -H - fh * 0.6, W + 12, fh * 0.6, o.body);
    s += rect(x0 + W * 0.3, -H - fh * 1.5, W * 0.4, fh * 0.9, shade(o.body, -0.1));
    s += rect(x0 - 6, -H - fh * 0.6, W + 12, fh * 0.12, o.accent);
  } else {
    s += rect(x0, -H, W, H, o.body);
    s += rect(x0, -H, W * 0.06, H, shade(o.body, -0.06));
    // accent fin
    const fin = x0 + o.bay * Math.floor(o.bays / 2) - o.bay * 0.12;
    for (let f = 0; f < o.floors; f++) {
      const yt = -podium - (f + 1) * fh;
      for (let b = 0; b < o.bays; b++) {
        const bx = x0 + b * o.bay;
        const lit = o.dusk && rng.chance(0.45);
        s += rect(
          bx + o.bay * 0.14,
          yt + fh * 0.18,
          o.bay * 0.72,
          fh * 0.62,
          lit ? palette.amberLight : o.glass,
        );
        s += rect(bx + o.bay * 0.14, yt + fh * 0.18, o.bay * 0.72, fh * 0.1, '#ffffff', 'opacity="0.3"');
        if ((b + f) % 2 === 0) {
          // balcony with a railing
          s += rect(bx + o.bay * 0.06, yt + fh * 0.78, o.bay * 0.88, fh * 0.08, shade(o.body, -0.12));
          s += rect(
            bx + o.bay * 0.06,
            yt + fh * 0.56,
            o.bay * 0.88,
            fh * 0.24,
            shade(o.body, -0.2),
            'opacity="0.55"',
          );
          s += line(
            bx + o.bay * 0.06,
            yt + fh * 0.56,
            bx + o.bay * 0.94,
            yt + fh * 0.56,
            shade(o.body, -0.35),
            2,
          );
        } else if (rng.chance(0.4)) {
          s += rect(bx + o.bay * 0.7, yt + fh * 0.62, o.bay * 0.16, fh * 0.16, '#e5e7eb');
        }
        if (rng.chance(0.12) && !lit)
          s += rect(
            bx + o.bay * 0.14,
            yt + fh * 0.18,
            o.bay * 0.3,
            fh * 0.62,
            shade(o.accent, 0.4),
            'opacity="0.6"',
          );
      }
    }
    s += rect(fin, -H + fh * 0.2, o.bay * 0.24, H - podium - fh * 0.2, o.accent);
    // roof: parapet, stair hut and water tank
    s += rect(x0 - 4, -H - fh * 0.25, W + 8, fh * 0.25, shade(o.body, -0.1));
    s += rect(x0 + W * 0.15, -H - fh * 1.0, W * 0.22, fh * 0.75, shade(o.body, -0.06));
    s +=
      rect(x0 + W * 0.6, -H - fh * 0.9, W * 0.16, fh * 0.5, palette.slateLight) +
      rect(x0 + W * 0.62, -H - fh * 0.4, 3, fh * 0.15, palette.slate) +
      rect(x0 + W * 0.74, -H - fh * 0.4, 3, fh * 0.15, palette.slate);
  }
  // podium with lobby glass and a canopy
  s += rect(x0 - 8, -podium, W + 16, podium, shade(o.body, -0.18));
  s += rect(x0 + W * 0.08, -podium * 0.8, W * 0.84, podium * 0.8, mix(o.glass, '#1e293b', 0.35));
  for (let i = 1; i < 6; i++)
    s += rect(x0 + W * 0.08 + (W * 0.84 * i) / 6 - 1.5, -podium * 0.8, 3, podium * 0.8, shade(o.body, -0.3));
  if (o.dusk)
    s += rect(x0 + W * 0.08, -podium * 0.8, W * 0.84, podium * 0.8, palette.amberLight, 'opacity="0.45"');
  if (o.kind === 'commercial') {
    // ground-floor shops: a sign band and striped awnings over each bay
    const shops = 4;
    const sw = (W * 0.84) / shops;
    for (let i = 0; i < shops; i++) {
      const sx = x0 + W * 0.08 + i * sw;
      const c =
        [palette.amber, '#0f766e', '#be123c', palette.purple700][(i + Math.floor(rng.next() * 4)) % 4] ??
        palette.amber;
      s += rect(sx + 3, -podium * 0.8, sw - 6, podium * 0.16, c);
      for (let k = 0; k < 5; k++)
        s += rect(
          sx + 3 + (k * (sw - 6)) / 5,
          -podium * 0.64,
          (sw - 6) / 10,
          podium * 0.1,
          '#ffffff',
          'opacity="0.8"',
        );
      s += rect(sx + 3, -podium * 0.64, sw - 6, podium * 0.1, c, 'opacity="0.55"');
    }
  } else {
    s += rect(x0 + W * 0.3, -podium * 0.92, W * 0.4, fh * 0.14, o.accent);
  }
  return { svg: s, x0: x0 - 8, x1: x0 + W + side + 8, h: H + fh * 1.5 };
}

/** A small low-rise for backgrounds: a plain block with a grid of windows. */
export function block(x: number, w: number, h: number, color: string, win: string, rng: Rng): string {
  let s = rect(x, -h, w, h, color);
  const cols = Math.max(2, Math.round(w / 26));
  const rows = Math.max(2, Math.round(h / 30));
  for (let r = 0; r < rows - 1; r++)
    for (let c = 0; c < cols; c++)
      if (rng.chance(0.8))
        s += rect(
          x + (c + 0.25) * (w / cols),
          -h + (r + 0.4) * (h / rows),
          (w / cols) * 0.5,
          (h / rows) * 0.45,
          win,
        );
  return s;
}

/** A simple site hoarding: corrugated panels with a brand stripe. */
export function hoarding(x0: number, x1: number, h: number, color: string): string {
  let s = rect(x0, -h, x1 - x0, h, color);
  for (let x = x0; x < x1; x += 14) s += rect(x, -h, 5, h, shade(color, -0.08));
  s += rect(x0, -h, x1 - x0, h * 0.14, palette.amber);
  s += rect(x0, -h * 0.2, x1 - x0, h * 0.06, shade(color, -0.25));
  return s;
}

/** Site office container. */
export function siteCabin(x: number, w: number, h: number, color: string): string {
  return (
    rect(x, -h, w, h, color) +
    rect(x, -h, w, h * 0.1, shade(color, -0.2)) +
    rect(x + w * 0.1, -h * 0.65, w * 0.25, h * 0.3, '#2b3a55') +
    rect(x + w * 0.55, -h * 0.75, w * 0.2, h * 0.75, shade(color, -0.15)) +
    circle(x + w * 0.72, -h * 0.38, 2, palette.slate)
  );
}

/**
 * Building materials and trade tools: piles of sand and aggregate, brick stacks, cement bags, steel
 * rods, pipes, tiles, paint and carpentry. Each stands on y=0 in its own frame.
 */
import {
  type Ctx,
  type Point,
  type Rng,
  at,
  beam,
  circle,
  ellipse,
  g,
  line,
  linearGradient,
  n,
  palette,
  path,
  poly,
  rect,
  rrect,
  shade,
} from './core';
import type { Drawing } from './drawing';

/** Height of a mound of half-width r and height h at offset x. */
function moundY(x: number, r: number, h: number): number {
  const t = Math.min(1, Math.abs(x) / r);
  return -h * Math.pow(Math.cos((t * Math.PI) / 2), 0.9);
}

function moundPath(cx: number, r: number, h: number, skew = 0): string {
  let d = `M${n(cx - r)} 0`;
  for (let i = 0; i <= 24; i++) {
    const x = -r + (2 * r * i) / 24;
    const y = moundY(x, r, h) * (1 + skew * (x / r));
    d += ` L${n(cx + x)} ${n(y)}`;
  }
  return d + ' Z';
}

function moundFill(ctx: Ctx, color: string): string {
  return linearGradient(
    ctx,
    [
      [0, shade(color, 0.22)],
      [0.45, color],
      [1, shade(color, -0.25)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.4 },
  );
}

/** Sand (or any fine material) in a big pile with a smaller one behind and a shovel. */
export function sandPile(ctx: Ctx, rng: Rng, color: string, shovel = true, coarse = false): Drawing {
  let s = '';
  s += path(moundPath(210, 200, 150), moundFill(ctx, shade(color, -0.08)));
  s += path(moundPath(-40, 330, 250, rng.range(-0.08, 0.08)), moundFill(ctx, color));
  // wind ripples
  for (let i = 0; i < 5; i++) {
    const x = rng.range(-250, 160);
    const y = moundY(x + 40, 330, 250) + rng.range(20, 120);
    if (y > -12) continue;
    s += path(
      `M${n(x - 50)} ${n(y)} Q${n(x)} ${n(y - 14)} ${n(x + 50)} ${n(y)}`,
      'none',
      `stroke="${shade(color, 0.22)}" stroke-width="4" opacity="0.6"`,
    );
  }
  // grains
  for (let i = 0; i < (coarse ? 420 : 160); i++) {
    const x = rng.range(-360, 300);
    const top = moundY(x + 40, 330, 250);
    if (top > -10) continue;
    const y = rng.range(top + 6, -4);
    s += circle(
      x,
      y,
      coarse ? rng.range(2, 4.2) : rng.range(1.2, 2.6),
      rng.chance(0.5) ? shade(color, -0.2) : shade(color, 0.25),
      'opacity="0.7"',
    );
  }
  if (shovel) {
    s += beam(150, -150, 250, -330, 9, 9, '#8b5a2b');
    s += rrect(238, -352, 34, 14, 6, palette.slate, 'transform="rotate(-60 255 -345)"');
    s += g('rotate(30 150 -150)', path('M130 -150 L170 -150 L166 -100 Q150 -80 134 -100 Z', palette.steel));
  }
  return { svg: s, x0: -380, x1: 420, h: 360 };
}

/** Stone chips, brick chips or gravel: a pile built up from many small faceted stones. */
export function aggregatePile(ctx: Ctx, rng: Rng, colors: readonly string[], size = 1): Drawing {
  const base = colors[0] ?? palette.concrete;
  let s = path(moundPath(220, 190, 140), moundFill(ctx, shade(base, -0.2)));
  s += path(moundPath(-30, 340, 240), moundFill(ctx, shade(base, -0.1)));
  const stones = (cx: number, r: number, h: number, count: number) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const x = rng.range(-r, r);
      const top = moundY(x, r, h);
      if (top > -6) continue;
      const y = rng.range(top + 4, -2);
      const sz = rng.range(6, 13) * size * (0.7 + (y / top) * -0.1 + 0.4);
      const c = colors[rng.int(0, colors.length - 1)] ?? base;
      const k = rng.int(5, 7);
      const p: Point[] = [];
      const rot = rng.range(0, Math.PI);
      for (let j = 0; j < k; j++) {
        const a = rot + (j / k) * Math.PI * 2;
        const rr = sz * rng.range(0.7, 1.1);
        p.push([cx + x + Math.cos(a) * rr, y + Math.sin(a) * rr * 0.8]);
      }
      out += poly(p, shade(c, rng.range(-0.15, 0.1)));
      out += poly([p[0] ?? [0, 0], p[1] ?? [0, 0], [cx + x, y]], shade(c, 0.3), 'opacity="0.6"');
    }
    return out;
  };
  s += stones(220, 190, 140, 220);
  s += stones(-30, 340, 240, 620);
  // foreground strays
  for (let i = 0; i < 24; i++) {
    const c = colors[rng.int(0, colors.length - 1)] ?? base;
    s += ellipse(rng.range(-420, 440), rng.range(-6, 6), rng.range(5, 10), rng.range(3, 6), shade(c, -0.1));
  }
  return { svg: s, x0: -400, x1: 440, h: 260 };
}

/** River boulders: a heap of big rounded stones, drawn back to front. */
export function boulderPile(ctx: Ctx, rng: Rng, colors: readonly string[]): Drawing {
  const R = 360;
  const Hh = 250;
  let s = path(moundPath(0, R, Hh), moundFill(ctx, shade(colors[0] ?? palette.concrete, -0.3)));
  const stones: { x: number; y: number; r: number; c: string }[] = [];
  for (let i = 0; i < 150; i++) {
    const x = rng.range(-R * 0.95, R * 0.95);
    const top = moundY(x, R, Hh);
    if (top > -20) continue;
    const y = rng.range(top + 16, -10);
    stones.push({
      x,
      y,
      r: rng.range(20, 40) * (1 - (y / top) * 0.2),
      c: at(colors, rng.int(0, colors.length - 1)),
    });
  }
  stones.sort((a, b) => a.y - b.y);
  for (const st of stones) {
    const k = 9;
    const p: Point[] = [];
    const rot = rng.range(0, Math.PI);
    for (let j = 0; j < k; j++) {
      const a = rot + (j / k) * Math.PI * 2;
      const rr = st.r * rng.range(0.85, 1.08);
      p.push([st.x + Math.cos(a) * rr * 1.15, st.y + Math.sin(a) * rr * 0.8]);
    }
    const d = 'M' + p.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L') + ' Z';
    s += path(
      d,
      shade(st.c, -0.05),
      `stroke="${shade(st.c, -0.3)}" stroke-width="3" stroke-linejoin="round"`,
    );
    s += ellipse(st.x - st.r * 0.3, st.y - st.r * 0.3, st.r * 0.5, st.r * 0.28, '#ffffff', 'opacity="0.22"');
    s += ellipse(st.x + st.r * 0.2, st.y + st.r * 0.4, st.r * 0.7, st.r * 0.22, '#000000', 'opacity="0.12"');
  }
  return { svg: s, x0: -R - 40, x1: R + 40, h: Hh + 40 };
}

/** One cube of stacked bricks with visible front, top and side faces. */
function brickCube(ctx: Ctx, x: number, w: number, h: number, d: number, color: string): string {
  const face = brickFace(ctx, color, 36, 13);
  const side = brickFace(ctx, shade(color, -0.22), 18, 13);
  let s = rect(x, -h, w, h, face);
  s += poly(
    [
      [x + w, 0],
      [x + w, -h],
      [x + w + d, -h - d * 0.5],
      [x + w + d, -d * 0.5],
    ],
    side,
  );
  s += poly(
    [
      [x, -h],
      [x + d, -h - d * 0.5],
      [x + w + d, -h - d * 0.5],
      [x + w, -h],
    ],
    shade(color, 0.18),
  );
  for (let i = 1; i < 5; i++) {
    const t = i / 5;
    s += line(
      x + d * t,
      -h - d * 0.5 * t,
      x + w + d * t,
      -h - d * 0.5 * t,
      shade(color, -0.1),
      1.5,
      'opacity="0.6"',
    );
  }
  // wooden pallet
  s +=
    rect(x - 4, -6, w + 8, 6, '#9a6a3a') +
    poly(
      [
        [x + w + 4, 0],
        [x + w + 4, -6],
        [x + w + d + 4, -6 - d * 0.5],
        [x + w + d + 4, -d * 0.5],
      ],
      '#7a5230',
    );
  return s;
}

const brickFaceCache = new WeakMap<Ctx, Map<string, string>>();

function brickFace(ctx: Ctx, color: string, bw: number, bh: number): string {
  let m = brickFaceCache.get(ctx);
  if (!m) {
    m = new Map();
    brickFaceCache.set(ctx, m);
  }
  const key = `${color}:${bw}:${bh}`;
  const hit = m.get(key);
  if (hit) return hit;
  const id = ctx.uid('bf');
  const mortar = shade(color, -0.35);
  ctx.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${bw}" height="${bh * 2}">` +
      rect(0, 0, bw, bh * 2, mortar) +
      rect(1, 1, bw - 2, bh - 2, color) +
      rect(-bw / 2 + 1, bh + 1, bw - 2, bh - 2, shade(color, -0.05)) +
      rect(bw / 2 + 1, bh + 1, bw - 2, bh - 2, shade(color, 0.06)) +
      rect(1, 1, bw - 2, 2, '#ffffff', 'opacity="0.15"') +
      `</pattern>`,
  );
  const url = `url(#${id})`;
  m.set(key, url);
  return url;
}

export function brickStacks(ctx: Ctx, rng: Rng, color: string): Drawing {
  let s = '';
  // back row then front row
  s += g(
    'translate(-60 -90)',
    brickCube(ctx, -200, 220, 150, 70, shade(color, -0.08)) +
      brickCube(ctx, 60, 200, 130, 70, shade(color, -0.12)),
  );
  s += brickCube(ctx, -330, 230, 170, 80, color);
  s += brickCube(ctx, -60, 240, 200, 80, shade(color, 0.04));
  // a few loose bricks
  for (let i = 0; i < 3; i++) {
    const x = 230 + i * 48 + rng.range(-6, 6);
    s += rect(x, -18, 44, 18, shade(color, rng.range(-0.1, 0.1))) + rect(x, -18, 44, 4, shade(color, 0.25));
  }
  s += rect(250, -36, 44, 18, color) + rect(250, -36, 44, 4, shade(color, 0.25));
  return { svg: s, x0: -340, x1: 380, h: 300 };
}

/** A pyramid of cement bags on a pallet. */
export function cementBags(ctx: Ctx, rng: Rng, stripe: string): Drawing {
  const paper = '#e9e3d5';
  let s = '';
  const bw = 170;
  const bh = 66;
  const bag = (x: number, y: number) =>
    path(
      `M${x + 8} ${y} Q${x + bw / 2} ${y - 8} ${x + bw - 8} ${y} Q${x + bw + 4} ${y + bh / 2} ${x + bw - 8} ${y + bh} Q${x + bw / 2} ${y + bh + 6} ${x + 8} ${y + bh} Q${x - 4} ${y + bh / 2} ${x + 8} ${y} Z`,
      paper,
    ) +
    rect(x + 10, y + bh * 0.36, bw - 20, bh * 0.28, stripe) +
    circle(x + bw * 0.5, y + bh * 0.5, bh * 0.2, '#ffffff') +
    circle(x + bw * 0.5, y + bh * 0.5, bh * 0.12, stripe) +
    path(
      `M${x + 8} ${y + bh} Q${x + bw / 2} ${y + bh + 6} ${x + bw - 8} ${y + bh} L${x + bw - 12} ${y + bh - 10} Q${x + bw / 2} ${y + bh - 4} ${x + 12} ${y + bh - 10} Z`,
      shade(paper, -0.15),
    );
  s += rect(-450, -22, 900, 22, '#9a6a3a') + rect(-450, -22, 900, 5, '#b88550');
  for (let i = 0; i < 6; i++) s += rect(-440 + i * 170, -22, 24, 22, '#7a5230');
  const rows = 5;
  for (let r = 0; r < rows; r++) {
    const count = 5 - r;
    const rowW = count * (bw + 4);
    for (let c = 0; c < count; c++) {
      const x = -rowW / 2 + c * (bw + 4) + rng.range(-3, 3);
      const y = -22 - (r + 1) * (bh + 2);
      s += bag(x, y);
    }
  }
  // one bag leaning at the side, one opened with powder
  s += g('rotate(-10 520 -10)', bag(470, -76));
  s += ellipse(-560, -6, 70, 12, '#d6d3cc') + g('rotate(8 -560 -40)', bag(-640, -76));
  return { svg: s, x0: -650, x1: 650, h: 22 + rows * (bh + 2) + 10 };
}

/** Bundles of deformed steel bars (MS rod) on timber bearers, ends towards the viewer. */
export function steelRods(ctx: Ctx, rng: Rng): Drawing {
  let s = '';
  const len = 600;
  const rise = 80;
  const greys = ['#9ca3af', '#8b929c', '#a8aeb8', '#7c838e'];
  const bundle = (cx: number, cy: number, R: number, tag: string) => {
    const r = R * 0.2;
    const bars: [number, number][] = [];
    for (let yy = -R + r; yy <= R - r + 0.1; yy += r * 1.8) {
      const half = Math.sqrt(Math.max(0, R * R - yy * yy)) * 0.62 - r * 0.6;
      for (let xx = -half; xx <= half + 0.1; xx += r * 1.95) bars.push([xx, yy]);
    }
    // far bars first: upper rows, then right to left
    bars.sort((a, b) => a[1] - b[1] || b[0] - a[0]);
    let b = '';
    for (const [xx, yy] of bars) {
      const x0 = cx + xx;
      const y0 = cy + yy;
      const c = at(greys, Math.round((xx + yy) * 7));
      b += line(x0, y0, x0 + len, y0 - rise, shade(c, -0.35), r * 2.1, 'stroke-linecap="round"');
      b += line(x0, y0 - r * 0.25, x0 + len, y0 - rise - r * 0.25, c, r * 1.5, 'stroke-linecap="round"');
      b += line(
        x0,
        y0 - r * 0.45,
        x0 + len,
        y0 - rise - r * 0.45,
        '#e5e7eb',
        r * 0.4,
        `stroke-dasharray="${n(r * 0.5)} ${n(r * 0.9)}" opacity="0.7"`,
      );
    }
    for (const t of [0.28, 0.6, 0.9]) {
      const x = cx + len * t;
      const y = cy - rise * t;
      b += rect(x - 5, y - R - 4, 10, 2 * R + 8, '#374151', 'rx="3"');
    }
    for (const [xx, yy] of bars) {
      b +=
        circle(cx + xx, cy + yy, r, '#4b5563') +
        circle(cx + xx - r * 0.1, cy + yy - r * 0.1, r * 0.8, tag) +
        circle(cx + xx - r * 0.3, cy + yy - r * 0.3, r * 0.25, '#ffffff', 'opacity="0.5"');
    }
    return b;
  };
  s += rect(-380, -24, 46, 24, '#7a5230') + rect(160, -24, 46, 24, '#7a5230');
  const tags = [palette.amber, '#dc2626', palette.violet];
  s += bundle(-180, -70 - 58 * 1.65, 58, at(tags, rng.int(0, 2)));
  s += bundle(-340, -82, 58, at(tags, 0));
  s += bundle(-40, -82, 58, at(tags, 1));
  // stirrups and a couple of loose bars in front
  for (let i = 0; i < 3; i++)
    s += rrect(380 + i * 26, -120 + i * 6, 70, 100, 10, 'none', `stroke="#6b7280" stroke-width="7"`);
  s +=
    line(-430, -8, 330, -14, '#6b7280', 9, 'stroke-linecap="round"') +
    line(-410, -2, 350, -4, '#4b5563', 9, 'stroke-linecap="round"');
  return { svg: s, x0: -440, x1: 600, h: 82 + 58 * 2.65 + rise + 40 };
}

/** A pyramid of plumbing pipes seen end-on at three-quarters, with a few fittings in front. */
export function pipes(ctx: Ctx, rng: Rng): Drawing {
  let s = '';
  const colors = ['#e5e7eb', '#60a5fa', '#9ca3af', '#f97316', '#e5e7eb'];
  const R = 30;
  const len = 420;
  const rise = 90;
  const rows = 4;
  const ends: { x: number; y: number; c: string }[] = [];
  for (let r = 0; r < rows; r++) {
    const count = rows + 1 - r;
    for (let c = 0; c < count; c++) {
      ends.push({
        x: -330 + c * R * 2.05 + r * R,
        y: -30 - R - r * R * 1.75,
        c: at(colors, r * 2 + c + rng.int(0, 2)),
      });
    }
  }
  s += rect(-360, -30, 360, 30, '#7a5230') + rect(-360, -30, 360, 6, '#9a6a3a');
  // bodies, top rows first so lower ones overlap them
  for (const e of [...ends].reverse()) {
    const body = linearGradient(
      ctx,
      [
        [0, shade(e.c, 0.35)],
        [0.4, e.c],
        [1, shade(e.c, -0.4)],
      ],
      { x1: 0, y1: 0, x2: 0.25, y2: 1 },
    );
    s += poly(
      [
        [e.x, e.y - R],
        [e.x + len, e.y - R - rise],
        [e.x + len, e.y + R - rise],
        [e.x, e.y + R],
      ],
      body,
    );
    s += ellipse(e.x + len, e.y - rise, R * 0.5, R, shade(e.c, -0.2));
  }
  for (const e of ends) {
    s +=
      ellipse(e.x, e.y, R * 0.62, R, shade(e.c, 0.12)) + ellipse(e.x + 2, e.y, R * 0.42, R * 0.74, '#1f2937');
  }
  // fittings: an elbow and a tee in the foreground
  s += path('M250 -10 L250 -80 Q250 -120 290 -120 L350 -120 L350 -80 L290 -80 L290 -10 Z', '#e5e7eb');
  s += rect(240, -20, 60, 20, '#d1d5db') + rect(342, -128, 20, 56, '#d1d5db');
  s +=
    rect(-470, -60, 90, 40, '#60a5fa') +
    rect(-445, -110, 40, 50, '#60a5fa') +
    rect(-478, -66, 14, 52, '#3b82f6') +
    rect(-386, -66, 14, 52, '#3b82f6');
  return { svg: s, x0: -480, x1: 380, h: 30 + rows * R * 1.75 + R + rise };
}

/** Tiles: a floor being laid in perspective, a stack of boxed tiles and a trowel. */
export function tiles(ctx: Ctx, rng: Rng, tileA: string, tileB: string): Drawing {
  let s = '';
  // floor in perspective
  const rows = 6;
  const cols = 9;
  const near = 860;
  const far = 560;
  const depth = 180;
  const P = (u: number, v: number): Point => {
    const w = far + (near - far) * v;
    return [-w / 2 + w * u, -depth + depth * v];
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (r < 2 && c > 5) continue; // unfinished corner
      const a = P(c / cols, r / rows);
      const b = P((c + 1) / cols, r / rows);
      const d = P((c + 1) / cols, (r + 1) / rows);
      const e = P(c / cols, (r + 1) / rows);
      const fill = (r + c) % 2 === 0 ? tileA : tileB;
      s += poly([a, b, d, e], fill, `stroke="${shade(tileA, -0.25)}" stroke-width="2"`);
    }
  }
  // screed (unfinished part)
  const u0 = 6 / cols;
  s += poly([P(u0, 0), P(1, 0), P(1, 2 / rows), P(u0, 2 / rows)], '#a8a29e');
  for (let i = 0; i < 14; i++) {
    const [x, y] = P(rng.range(u0 + 0.02, 0.98), rng.range(0.02, 0.3));
    s += path(`M${n(x - 14)} ${n(y)} q7 -4 14 0 t14 0`, 'none', 'stroke="#78716c" stroke-width="2"');
  }
  // the tile being placed (lifted a bit)
  const [lx, ly] = P(6.5 / cols, 1.5 / rows);
  s += poly(
    [
      [lx - 40, ly - 24],
      [lx + 44, ly - 24],
      [lx + 52, ly + 6],
      [lx - 36, ly + 6],
    ],
    tileA,
    `stroke="${shade(tileA, -0.3)}" stroke-width="2"`,
  );
  // box stack
  for (let i = 0; i < 4; i++) {
    const y = -depth - 10 - i * 34;
    s +=
      rect(-430, y - 34, 170, 34, i % 2 ? '#c8a46e' : '#b89058') +
      rect(-430, y - 34, 170, 8, '#d9bb88') +
      rect(-380, y - 24, 70, 12, tileB);
  }
  // trowel
  s += poly(
    [
      [200, 40],
      [320, 10],
      [300, 60],
    ],
    '#9ca3af',
  );
  s += beam(300, 30, 360, 20, 10, 10, palette.slate) + beam(360, 20, 400, 14, 16, 16, '#b45309');
  return { svg: s, x0: -440, x1: 440, h: depth + 170 };
}

/** A wall half painted with a long roller, tray and tins. */
export function paintWall(ctx: Ctx, rng: Rng, wall: string, paint: string): Drawing {
  let s = '';
  const W = 760;
  const H = 440;
  s += rect(-W / 2, -H, W, H, wall);
  // painted section with a wavy leading edge
  const edge = rng.range(40, 120);
  let d = `M${-W / 2} ${-H} L${edge} ${-H}`;
  for (let y = -H; y <= 0; y += 40) d += ` L${n(edge + Math.sin(y / 30) * 14 + rng.range(-6, 6))} ${y}`;
  d += ` L${-W / 2} 0 Z`;
  s += path(d, paint);
  s += rect(-W / 2, -H, W, 20, shade(wall, -0.1));
  // roller strokes
  for (let i = 0; i < 6; i++)
    s += rect(-W / 2 + 40 + i * 70, -H + 30, 44, H - 60, shade(paint, 0.06), 'opacity="0.35"');
  // drips
  for (let i = 0; i < 5; i++) {
    const x = edge + rng.range(-30, 10);
    const y = rng.range(-H * 0.9, -60);
    s += rrect(x, y, 6, rng.range(20, 50), 3, paint);
  }
  // roller on a pole
  const rx = edge + 20;
  const ry = -H * 0.62;
  s +=
    rrect(rx - 12, ry - 70, 44, 140, 20, shade(paint, 0.1)) +
    rrect(rx - 12, ry - 70, 16, 140, 8, shade(paint, 0.3), 'opacity="0.6"');
  s += path(
    `M${rx + 32} ${ry} L${rx + 60} ${ry} L${rx + 60} ${ry + 40}`,
    'none',
    `stroke="${palette.slateMid}" stroke-width="7"`,
  );
  s += beam(rx + 60, ry + 40, rx + 220, H * -0.02 + 0, 12, 12, '#b45309');
  // skirting and floor
  s += rect(-W / 2, -14, W, 14, shade(wall, -0.2));
  // tray and tin
  s +=
    poly(
      [
        [-260, 0],
        [-120, 0],
        [-100, -30],
        [-280, -40],
      ],
      palette.steelLight,
    ) +
    poly(
      [
        [-250, -6],
        [-150, -6],
        [-140, -24],
        [-262, -32],
      ],
      paint,
    );
  s +=
    rect(-60, -96, 90, 96, palette.steel) +
    ellipse(-15, -96, 45, 12, paint) +
    rect(-60, -70, 90, 34, '#ffffff') +
    rect(-60, -62, 90, 16, paint);
  s += path('M-58 -96 Q-15 -150 28 -96', 'none', `stroke="${palette.slateMid}" stroke-width="4"`);
  return { svg: s, x0: -W / 2, x1: W / 2 + 20, h: H };
}

/** Carpentry: a workbench with a plank, a handsaw cutting it, a hammer and shavings. */
export function carpentry(ctx: Ctx, rng: Rng): Drawing {
  let s = '';
  const wood = '#c58b4e';
  const woodDark = '#8a5a2b';
  // timber stack behind
  for (let i = 0; i < 5; i++)
    s +=
      rect(-420 + i * 6, -300 + i * 34, 260, 30, shade(wood, -0.05 * i)) +
      rect(-420 + i * 6, -300 + i * 34, 12, 30, woodDark);
  // bench
  s += rect(-240, -210, 560, 34, woodDark) + rect(-240, -210, 560, 8, shade(woodDark, 0.2));
  s +=
    rect(-220, -176, 26, 176, woodDark) +
    rect(270, -176, 26, 176, woodDark) +
    rect(-220, -70, 516, 18, shade(woodDark, -0.15));
  // plank with grain
  s += rect(-200, -250, 440, 40, wood);
  for (let i = 0; i < 6; i++)
    s += path(
      `M${-190 + i * 70} -238 q30 -6 60 0`,
      'none',
      `stroke="${woodDark}" stroke-width="2" opacity="0.6"`,
    );
  // saw
  s += g(
    'rotate(-28 140 -250)',
    poly(
      [
        [60, -260],
        [240, -260],
        [240, -226],
        [70, -244],
      ],
      palette.steelLight,
    ) +
      path('M240 -270 L300 -270 Q320 -270 320 -250 L320 -220 Q300 -206 280 -220 L240 -226 Z', '#b91c1c') +
      rrect(262, -258, 34, 20, 8, shade(palette.steelLight, 0.2)),
  );
  // hammer on the bench
  s +=
    beam(-150, -196, -10, -190, 14, 12, '#b45309') +
    rrect(-40, -214, 22, 40, 4, palette.slateMid, 'transform="rotate(4 -30 -194)"');
  // shavings and sawdust
  for (let i = 0; i < 12; i++) {
    const x = rng.range(-200, 260);
    s += path(
      `M${n(x)} -2 q8 -16 16 0 q-8 -8 -16 0`,
      'none',
      `stroke="${shade(wood, 0.2)}" stroke-width="3"`,
    );
  }
  s += ellipse(120, -2, 90, 8, shade(wood, 0.3), 'opacity="0.7"');
  return { svg: s, x0: -430, x1: 340, h: 310 };
}

/** Drums of bitumen. */
export function drums(ctx: Ctx, rng: Rng, color: string): Drawing {
  let s = '';
  const drum = (x: number, y: number) =>
    rect(x, y - 150, 100, 150, color) +
    rect(x, y - 150, 28, 150, shade(color, 0.2)) +
    rect(x + 74, y - 150, 26, 150, shade(color, -0.25)) +
    ellipse(x + 50, y - 150, 50, 12, shade(color, 0.3)) +
    rect(x, y - 110, 100, 8, shade(color, -0.35)) +
    rect(x, y - 48, 100, 8, shade(color, -0.35)) +
    rect(x + 16, y - 90, 68, 30, palette.amber);
  const xs = [-260, -150, -40, 70, 180];
  for (const x of xs) s += drum(x, rng.range(-2, 2));
  s += drum(-205, -162) + drum(-95, -162) + drum(15, -162);
  return { svg: s, x0: -270, x1: 380, h: 330 };
}

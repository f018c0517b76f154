/**
 * Indoor settings: a one-point-perspective room (lobby or flat under renovation) and a top-down
 * desk with a blueprint for planning and management.
 */
import {
  type Ctx,
  type Point,
  type Rng,
  circle,
  ellipse,
  g,
  line,
  linearGradient,
  mix,
  n,
  palette,
  path,
  poly,
  rect,
  rrect,
  shade,
} from './core';
import { type Mood, cityLayers } from './scene';

export interface RoomOpts {
  wall: string;
  floorA: string;
  floorB: string;
  ceiling: string;
  mood: Mood;
  /** Back wall rectangle as fractions of the frame. */
  back: { x0: number; y0: number; x1: number; y1: number };
}

/** Room shell: floor tiles converging to the back wall, side walls, ceiling, windows on the left. */
export function room(
  ctx: Ctx,
  rng: Rng,
  o: RoomOpts,
): { svg: string; bx0: number; by0: number; bx1: number; by1: number } {
  const W = ctx.width;
  const H = ctx.height;
  const bx0 = W * o.back.x0;
  const bx1 = W * o.back.x1;
  const by0 = H * o.back.y0;
  const by1 = H * o.back.y1;
  let s = '';
  // ceiling
  s += poly(
    [
      [0, 0],
      [W, 0],
      [bx1, by0],
      [bx0, by0],
    ],
    o.ceiling,
  );
  // side walls
  const leftFill = linearGradient(
    ctx,
    [
      [0, shade(o.wall, -0.15)],
      [1, shade(o.wall, -0.05)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  s += poly(
    [
      [0, 0],
      [bx0, by0],
      [bx0, by1],
      [0, H],
    ],
    leftFill,
  );
  s += poly(
    [
      [W, 0],
      [bx1, by0],
      [bx1, by1],
      [W, H],
    ],
    shade(o.wall, -0.1),
  );
  s += rect(bx0, by0, bx1 - bx0, by1 - by0, o.wall);
  // floor tiles in perspective
  s += poly(
    [
      [0, H],
      [bx0, by1],
      [bx1, by1],
      [W, H],
    ],
    o.floorA,
  );
  const vx = (bx0 + bx1) / 2;
  const cols = 12;
  for (let i = 0; i <= cols; i++) {
    const t = i / cols;
    const xb = bx0 + (bx1 - bx0) * t;
    const xf = -W * 0.5 + W * 2 * t;
    s += line(xb, by1, xf, H, shade(o.floorA, -0.15), 2);
  }
  for (let k = 1; k < 8; k++) {
    const t = Math.pow(k / 8, 1.8);
    const y = by1 + (H - by1) * t;
    const xl = bx0 - bx0 * t;
    const xr = bx1 + (W - bx1) * t;
    s += line(xl, y, xr, y, shade(o.floorA, -0.15), 2);
  }
  // floor sheen
  s += ellipse(vx, by1 + (H - by1) * 0.45, (bx1 - bx0) * 0.6, (H - by1) * 0.2, '#ffffff', 'opacity="0.12"');
  // left wall: tall windows showing the city
  const win = (t0: number, t1: number) => {
    const xa = bx0 * t0;
    const xb = bx0 * t1;
    const ya0 = by0 * (1 - t0) + H * 0.08 * t0;
    const yb0 = by0 * (1 - t1) + H * 0.08 * t1;
    const ya1 = by1 + (H - by1) * t0 * 0.55;
    const yb1 = by1 + (H - by1) * t1 * 0.55;
    return { xa, xb, ya0, yb0, ya1, yb1 };
  };
  const skyFill = linearGradient(
    ctx,
    o.mood.sky.map(([a, c]) => [a, c] as const),
  );
  const id = ctx.uid('win');
  let clip = '';
  const frames: string[] = [];
  for (const [t0, t1] of [
    [0.95, 0.62],
    [0.55, 0.18],
  ] as const) {
    const w = win(t0, t1);
    const pts: [number, number][] = [
      [w.xb, w.yb0],
      [w.xa, w.ya0],
      [w.xa, w.ya1],
      [w.xb, w.yb1],
    ];
    clip += poly(pts, '#000');
    frames.push(poly(pts, 'none', `stroke="${shade(o.wall, -0.45)}" stroke-width="10"`));
    frames.push(
      line(
        (w.xa + w.xb) / 2,
        (w.ya0 + w.yb0) / 2,
        (w.xa + w.xb) / 2,
        (w.ya1 + w.yb1) / 2,
        shade(o.wall, -0.45),
        6,
      ),
    );
  }
  ctx.def(`<clipPath id="${id}">${clip}</clipPath>`);
  const view =
    rect(0, 0, bx0, H, skyFill) +
    cityLayers(ctx, o.mood, rng.fork('view'), H * 0.62, { scale: 1.4 }) +
    rect(0, H * 0.62, bx0, H, shade(o.mood.far, -0.2));
  s += g('', view, `clip-path="url(#${id})"`) + frames.join('');
  // light falling on the floor
  s += poly(
    [
      [bx0 * 0.6, by1 + (H - by1) * 0.2],
      [bx0 * 1.6, by1 + (H - by1) * 0.3],
      [bx0 * 1.9, H],
      [bx0 * 0.1, H],
    ],
    o.mood.sun,
    'opacity="0.1"',
  );
  return { svg: s, bx0, by0, bx1, by1 };
}

export function plant(x: number, y: number, s: number): string {
  let out = '';
  for (const a of [-60, -35, -12, 10, 32, 58]) {
    out += `<ellipse cx="${n(x)}" cy="${n(y - 70 * s)}" rx="${n(12 * s)}" ry="${n(52 * s)}" fill="${a % 2 ? palette.leaf : palette.leafDark}" transform="rotate(${a} ${n(x)} ${n(y - 20 * s)})"/>`;
  }
  out += path(
    `M${n(x - 30 * s)} ${n(y - 40 * s)} L${n(x + 30 * s)} ${n(y - 40 * s)} L${n(x + 22 * s)} ${n(y)} L${n(x - 22 * s)} ${n(y)} Z`,
    '#e7e1d6',
  );
  out += rect(x - 30 * s, y - 40 * s, 60 * s, 8 * s, '#d6cfc2');
  return out;
}

/** A double-height lobby: reception desk, pendant lights, plants, a feature wall. */
export function lobby(
  ctx: Ctx,
  rng: Rng,
  mood: Mood,
  accent: string,
  wall: string,
  feature: 'slats' | 'stone',
): string {
  const W = ctx.width;
  const H = ctx.height;
  const r = room(ctx, rng, {
    wall,
    floorA: '#e8e2d6',
    floorB: '#d8d0c0',
    ceiling: shade(wall, -0.2),
    mood,
    back: { x0: 0.3, y0: 0.16, x1: 0.8, y1: 0.7 },
  });
  let s = r.svg;
  const { bx0, bx1, by0, by1 } = r;
  const bw = bx1 - bx0;
  const bh = by1 - by0;
  // feature wall: vertical timber slats, or large stone slabs, behind an accent panel
  if (feature === 'slats') {
    for (let i = 0; i < 22; i++)
      s += rect(
        bx0 + bw * 0.05 + i * bw * 0.042,
        by0 + bh * 0.08,
        bw * 0.022,
        bh * 0.62,
        shade('#b7834d', rng.range(-0.08, 0.08)),
      );
  } else {
    for (let r2 = 0; r2 < 3; r2++)
      for (let c = 0; c < 4; c++) {
        const x = bx0 + bw * 0.05 + c * bw * 0.225;
        const y = by0 + bh * 0.08 + r2 * bh * 0.21;
        s += rect(x, y, bw * 0.22, bh * 0.2, shade('#d9d2c5', rng.range(-0.06, 0.04)));
        s += path(
          `M${n(x + bw * 0.02)} ${n(y + bh * 0.05)} q${n(bw * 0.06)} ${n(bh * 0.04)} ${n(bw * 0.18)} ${n(bh * 0.1)}`,
          'none',
          'stroke="#b8ad9c" stroke-width="2" opacity="0.6"',
        );
      }
  }
  s += rect(bx0 + bw * 0.3, by0 + bh * 0.18, bw * 0.4, bh * 0.2, accent);
  s += rect(bx0 + bw * 0.34, by0 + bh * 0.255, bw * 0.32, bh * 0.05, palette.amber);
  // reception desk
  const dy = by1 - bh * 0.28;
  s += rrect(bx0 + bw * 0.18, dy, bw * 0.64, bh * 0.28, 10, '#f5f0e6');
  s += rect(bx0 + bw * 0.18, dy, bw * 0.64, bh * 0.05, shade(accent, 0.1));
  s += rect(bx0 + bw * 0.18, dy + bh * 0.22, bw * 0.64, bh * 0.06, shade('#f5f0e6', -0.12));
  s +=
    rect(bx0 + bw * 0.6, dy - bh * 0.08, bw * 0.08, bh * 0.08, palette.slate) +
    rect(bx0 + bw * 0.63, dy - bh * 0.015, bw * 0.02, bh * 0.02, palette.slate);
  // pendant lights
  for (let i = 0; i < 5; i++) {
    const x = bx0 + bw * (0.1 + i * 0.2);
    const len = bh * (0.18 + (i % 2) * 0.08);
    s += line(x, 0, x, by0 + len, palette.slate, 2);
    s += path(
      `M${n(x - 26)} ${n(by0 + len + 26)} Q${n(x)} ${n(by0 + len - 10)} ${n(x + 26)} ${n(by0 + len + 26)} Z`,
      palette.slate,
    );
    s += ellipse(x, by0 + len + 26, 24, 6, palette.amberLight);
    s += circle(x, by0 + len + 30, 60, palette.amberLight, 'opacity="0.12"');
  }
  // sofa on the right and plants
  const sx = bx1 + (W - bx1) * 0.1;
  const sy = H * 0.9;
  s +=
    rrect(sx, sy - H * 0.16, W * 0.2, H * 0.1, 16, accent) +
    rrect(sx - 10, sy - H * 0.1, W * 0.22, H * 0.08, 14, shade(accent, -0.15));
  s += rrect(sx + W * 0.02, sy - H * 0.2, W * 0.07, H * 0.07, 10, palette.amberLight);
  s += plant(bx0 + bw * 0.06, by1, 1.4) + plant(bx1 - bw * 0.05, by1, 1.2) + plant(W * 0.94, H * 0.98, 2.4);
  // rug
  s += poly(
    [
      [bx0 + bw * 0.1, by1 + (H - by1) * 0.25],
      [bx1 - bw * 0.1, by1 + (H - by1) * 0.25],
      [bx1 + bw * 0.1, by1 + (H - by1) * 0.7],
      [bx0 - bw * 0.1, by1 + (H - by1) * 0.7],
    ],
    mix(accent, '#ffffff', 0.55),
    'opacity="0.7"',
  );
  return s;
}

/** A flat under renovation: half-tiled wall, a stepladder, paint tins and a dust sheet. */
export function renovationRoom(ctx: Ctx, rng: Rng, mood: Mood, paint: string): string {
  const W = ctx.width;
  const H = ctx.height;
  const r = room(ctx, rng, {
    wall: '#e9e4da',
    floorA: '#cfc6b6',
    floorB: '#bdb3a1',
    ceiling: '#d9d3c7',
    mood,
    back: { x0: 0.34, y0: 0.18, x1: 0.86, y1: 0.7 },
  });
  let s = r.svg;
  const { bx0, bx1, by0, by1 } = r;
  const bw = bx1 - bx0;
  const bh = by1 - by0;
  // freshly painted half of the back wall
  s += rect(bx0, by0, bw * 0.55, bh, paint);
  s += path(
    `M${n(bx0 + bw * 0.55)} ${n(by0)} q12 ${n(bh * 0.25)} -4 ${n(bh * 0.5)} t6 ${n(bh * 0.5)} L${n(bx0 + bw * 0.55)} ${n(by1)} Z`,
    paint,
  );
  // tiled dado on the right part
  for (let r2 = 0; r2 < 4; r2++)
    for (let c = 0; c < 6; c++)
      if (!(r2 === 3 && c > 3))
        s += rect(
          bx0 + bw * 0.6 + c * bw * 0.066,
          by1 - (r2 + 1) * bh * 0.09,
          bw * 0.062,
          bh * 0.085,
          (r2 + c) % 2 ? '#dbeafe' : '#bfdbfe',
        );
  // masking tape line
  s += rect(bx0, by0 + bh * 0.04, bw, 4, palette.amberLight);
  // stepladder
  const lx = bx0 + bw * 0.35;
  s +=
    line(lx, by1 + 40, lx + 60, by0 + bh * 0.2, palette.steel, 10) +
    line(lx + 140, by1 + 40, lx + 70, by0 + bh * 0.2, palette.steel, 10);
  for (let i = 1; i < 5; i++) {
    const t = i / 5;
    s += line(
      lx + 60 * (1 - t),
      by0 + bh * 0.2 + (by1 + 40 - by0 - bh * 0.2) * t,
      lx + 70 + 70 * t,
      by0 + bh * 0.2 + (by1 + 40 - by0 - bh * 0.2) * t,
      palette.steelLight,
      6,
    );
  }
  // dust sheet, tins and roller tray in the foreground
  s += path(
    `M${n(W * 0.2)} ${n(H * 0.86)} Q${n(W * 0.45)} ${n(H * 0.8)} ${n(W * 0.72)} ${n(H * 0.86)} L${n(W * 0.8)} ${H} L${n(W * 0.12)} ${H} Z`,
    '#f5f5f4',
    'opacity="0.9"',
  );
  for (let i = 0; i < 3; i++) {
    const x = W * (0.3 + i * 0.09);
    const y = H * (0.9 + (i % 2) * 0.03);
    s +=
      rect(x, y - 80, 80, 80, palette.steelLight) +
      ellipse(x + 40, y - 80, 40, 10, i === 1 ? paint : palette.steel) +
      rect(x, y - 56, 80, 26, i === 0 ? paint : palette.amber);
  }
  s += g(
    `translate(${n(W * 0.62)} ${n(H * 0.94)})`,
    poly(
      [
        [-60, 0],
        [80, 0],
        [100, -30],
        [-80, -40],
      ],
      palette.steelLight,
    ) +
      rrect(-20, -90, 100, 36, 16, shade(paint, 0.1)) +
      line(80, -72, 160, -150, '#b45309', 10),
  );
  return s;
}

/** Top-down desk: blueprint, ruler, pencil, a hard hat, a tablet with a chart. */
export function blueprintDesk(ctx: Ctx, rng: Rng, paper: string): string {
  const W = ctx.width;
  const H = ctx.height;
  const wood = linearGradient(
    ctx,
    [
      [0, '#a97142'],
      [1, '#7c4f2b'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let s = rect(0, 0, W, H, wood);
  for (let i = 0; i < 18; i++) s += rect(0, i * (H / 18), W, 2, '#5c3a1f', 'opacity="0.18"');
  // blueprint sheet, slightly rotated
  const bx = W * 0.12;
  const by = H * 0.1;
  const bw = W * 0.62;
  const bh = H * 0.72;
  let bp = rect(bx + 10, by + 14, bw, bh, '#000000', 'opacity="0.25"') + rect(bx, by, bw, bh, paper);
  let grid = '';
  for (let x = bx; x < bx + bw; x += 24) grid += line(x, by, x, by + bh, '#ffffff', 1);
  for (let y = by; y < by + bh; y += 24) grid += line(bx, y, bx + bw, y, '#ffffff', 1);
  bp += g('', grid, 'opacity="0.12"');
  // floor plan
  const px = bx + bw * 0.1;
  const py = by + bh * 0.12;
  const pw = bw * 0.62;
  const ph = bh * 0.72;
  const st = 'stroke="#f8fafc" stroke-width="6"';
  bp += rect(px, py, pw, ph, 'none', st);
  bp +=
    line(px + pw * 0.45, py, px + pw * 0.45, py + ph * 0.55, '#f8fafc', 4) +
    line(px, py + ph * 0.55, px + pw, py + ph * 0.55, '#f8fafc', 4);
  bp += line(px + pw * 0.7, py + ph * 0.55, px + pw * 0.7, py + ph, '#f8fafc', 4);
  bp += path(
    `M${n(px + pw * 0.45)} ${n(py + ph * 0.3)} a40 40 0 0 1 40 40`,
    'none',
    'stroke="#f8fafc" stroke-width="2" stroke-dasharray="6 5"',
  );
  bp += rect(
    px + pw * 0.08,
    py + ph * 0.65,
    pw * 0.28,
    ph * 0.2,
    'none',
    'stroke="#f8fafc" stroke-width="2"',
  );
  bp += circle(px + pw * 0.22, py + ph * 0.25, 34, 'none', 'stroke="#f8fafc" stroke-width="2"');
  // dimension lines
  bp +=
    line(px, py - 30, px + pw, py - 30, '#f8fafc', 2) +
    line(px, py - 40, px, py - 20, '#f8fafc', 2) +
    line(px + pw, py - 40, px + pw, py - 20, '#f8fafc', 2);
  bp += line(px + pw + 30, py, px + pw + 30, py + ph, '#f8fafc', 2);
  // elevation sketch to the right
  const ex = px + pw + bw * 0.08;
  for (let i = 0; i < 6; i++)
    bp += rect(
      ex,
      py + ph - (i + 1) * ph * 0.12,
      bw * 0.14,
      ph * 0.1,
      'none',
      'stroke="#f8fafc" stroke-width="2"',
    );
  bp += poly(
    [
      [ex - 6, py + ph * 0.28],
      [ex + bw * 0.07, py + ph * 0.16],
      [ex + bw * 0.14 + 6, py + ph * 0.28],
    ],
    'none',
    'stroke="#f8fafc" stroke-width="2"',
  );
  // title block
  bp += rect(bx + bw * 0.7, by + bh * 0.86, bw * 0.26, bh * 0.1, 'none', 'stroke="#f8fafc" stroke-width="2"');
  bp +=
    rect(bx + bw * 0.72, by + bh * 0.885, bw * 0.14, 6, '#f8fafc', 'opacity="0.8"') +
    rect(bx + bw * 0.72, by + bh * 0.915, bw * 0.2, 4, '#f8fafc', 'opacity="0.6"');
  s += g(`rotate(${n(rng.range(-4, -1))} ${n(bx + bw / 2)} ${n(by + bh / 2)})`, bp);
  // ruler
  const rx = W * 0.06;
  const ry = H * 0.8;
  let ruler = rect(rx, ry, W * 0.55, 56, '#fcd34d') + rect(rx, ry + 48, W * 0.55, 8, '#d97706');
  for (let i = 0; i < 60; i++)
    ruler += rect(rx + 10 + (i * (W * 0.53)) / 60, ry, 2, i % 5 === 0 ? 26 : 14, '#78350f');
  s += g(`rotate(-8 ${n(rx)} ${n(ry)})`, rect(rx + 6, ry + 8, W * 0.55, 56, '#000', 'opacity="0.2"') + ruler);
  // pencil
  s += g(
    `rotate(32 ${n(W * 0.55)} ${n(H * 0.3)})`,
    rect(W * 0.45, H * 0.3, W * 0.24, 22, palette.amberLight) +
      rect(W * 0.45, H * 0.3 + 14, W * 0.24, 8, palette.amber) +
      poly(
        [
          [W * 0.45, H * 0.3],
          [W * 0.42, H * 0.3 + 11],
          [W * 0.45, H * 0.3 + 22],
        ],
        '#f5d0a9',
      ) +
      rect(W * 0.69, H * 0.3, 22, 22, '#f472b6'),
  );
  // hard hat seen from above
  const hx = W * 0.84;
  const hy = H * 0.28;
  s += ellipse(hx + 8, hy + 14, W * 0.12, W * 0.1, '#000', 'opacity="0.2"');
  s +=
    ellipse(hx, hy, W * 0.12, W * 0.1, shade(palette.amber, -0.1)) +
    ellipse(hx, hy - 6, W * 0.09, W * 0.075, palette.amberLight);
  s += rect(hx - 8, hy - W * 0.08, 16, W * 0.15, palette.amber);
  // tablet with a bar chart
  const tx = W * 0.74;
  const ty = H * 0.55;
  const tw = W * 0.22;
  const th = H * 0.34;
  s += g(
    `rotate(8 ${n(tx + tw / 2)} ${n(ty + th / 2)})`,
    rrect(tx + 8, ty + 10, tw, th, 18, '#000', 'opacity="0.25"') +
      rrect(tx, ty, tw, th, 18, palette.slate) +
      rrect(tx + 12, ty + 12, tw - 24, th - 24, 8, '#f8fafc') +
      [0.5, 0.7, 0.4, 0.85, 0.6]
        .map((v, i) =>
          rect(
            tx + 30 + (i * (tw - 60)) / 5,
            ty + th - 30 - (th - 80) * v,
            (tw - 60) / 5 - 10,
            (th - 80) * v,
            i === 3 ? palette.amber : palette.purple700,
          ),
        )
        .join(''),
  );
  // coffee
  s += circle(W * 0.9, H * 0.08, 46, '#f5f5f4') + circle(W * 0.9, H * 0.08, 36, '#6b4226');
  return s;
}

/** The floor cell (row r of 8 from the back, column c of 12) of a room() floor, as a quad. */
function floorCell(
  ctx: Ctx,
  bx0: number,
  bx1: number,
  by1: number,
  r: number,
  c: number,
): [Point, Point, Point, Point] {
  const W = ctx.width;
  const H = ctx.height;
  const yAt = (k: number) => by1 + (H - by1) * Math.pow(k / 8, 1.8);
  const xAt = (t: number, y: number) => {
    const xb = bx0 + (bx1 - bx0) * t;
    const xf = -W * 0.5 + W * 2 * t;
    const v = (y - by1) / (H - by1);
    return xb + (xf - xb) * v;
  };
  const y0 = yAt(r);
  const y1 = yAt(r + 1);
  return [
    [xAt(c / 12, y0), y0],
    [xAt((c + 1) / 12, y0), y0],
    [xAt((c + 1) / 12, y1), y1],
    [xAt(c / 12, y1), y1],
  ];
}

/** Floor tiling in progress: the front of the floor tiled, the back still bare screed. */
export function tilingRoom(ctx: Ctx, rng: Rng, mood: Mood, tileA: string, tileB: string): string {
  const W = ctx.width;
  const H = ctx.height;
  const r = room(ctx, rng, {
    wall: '#ece6db',
    floorA: '#b9b1a4',
    floorB: '#b9b1a4',
    ceiling: '#ddd6ca',
    mood,
    back: { x0: 0.3, y0: 0.14, x1: 0.84, y1: 0.62 },
  });
  let s = r.svg;
  const { bx0, bx1, by0, by1 } = r;
  const bw = bx1 - bx0;
  const bh = by1 - by0;
  // wall tiles up to dado height on the back wall
  for (let row = 0; row < 3; row++)
    for (let c = 0; c < 8; c++)
      s += rect(
        bx0 + c * (bw / 8) + 2,
        by1 - (row + 1) * bh * 0.12 + 2,
        bw / 8 - 4,
        bh * 0.12 - 4,
        row % 2 === c % 2 ? tileA : tileB,
      );
  // floor tiles: rows 3..7 complete, row 2 partly laid
  for (let row = 2; row < 8; row++) {
    for (let c = -6; c < 18; c++) {
      if (row === 2 && (c < 3 || c > 8)) continue;
      const q = floorCell(ctx, bx0, bx1, by1, row, c);
      const fill = (row + c) % 2 === 0 ? tileA : tileB;
      s += poly(q, fill, `stroke="${shade(tileA, -0.3)}" stroke-width="3"`);
      const [a, b] = q;
      s += line(a[0] + 6, a[1] + 3, b[0] - 6, b[1] + 3, '#ffffff', 3, 'opacity="0.35"');
    }
  }
  // adhesive ridges on the screed where the next tiles go
  for (let c = 9; c < 12; c++) {
    const q = floorCell(ctx, bx0, bx1, by1, 2, c);
    const [a, b, c2] = q;
    for (let k = 1; k < 5; k++) {
      const t = k / 5;
      s += line(
        a[0] + (c2[0] - b[0]) * t,
        a[1] + (c2[1] - b[1]) * t,
        b[0] + (c2[0] - b[0]) * t,
        b[1] + (c2[1] - b[1]) * t,
        '#8d8478',
        4,
      );
    }
  }
  // a tile being set, lifted a little
  const q = floorCell(ctx, bx0, bx1, by1, 2, 9);
  s += poly(
    q.map(([x, y]): Point => [x + 8, y - 30]),
    tileA,
    `stroke="${shade(tileA, -0.35)}" stroke-width="3"`,
  );
  // boxes of tiles against the wall, a bucket with a notched trowel, a level
  for (let i = 0; i < 4; i++) {
    const x = bx1 - bw * 0.26;
    const y = by1 + 10 - i * 36;
    s +=
      rect(x, y - 36, bw * 0.2, 36, i % 2 ? '#c8a46e' : '#b89058') +
      rect(x, y - 36, bw * 0.2, 8, '#d9bb88') +
      rect(x + bw * 0.06, y - 26, bw * 0.08, 14, tileB);
  }
  const bx = W * 0.16;
  const by = H * 0.93;
  s += path(
    `M${n(bx - 70)} ${n(by - 150)} L${n(bx + 70)} ${n(by - 150)} L${n(bx + 58)} ${n(by)} L${n(bx - 58)} ${n(by)} Z`,
    '#f8fafc',
  );
  s += ellipse(bx, by - 150, 70, 16, '#9ca3af') + ellipse(bx, by - 148, 60, 11, '#d6d3d1');
  s += rect(bx - 70, by - 110, 140, 26, palette.purple700);
  s += g(
    `rotate(-18 ${n(bx + 20)} ${n(by - 150)})`,
    rect(bx - 10, by - 230, 70, 60, '#9ca3af') + rect(bx + 18, by - 250, 14, 30, '#b45309'),
  );
  s += g(
    `rotate(-6 ${n(W * 0.6)} ${n(H * 0.95)})`,
    rrect(W * 0.45, H * 0.93, W * 0.3, 34, 6, palette.amberLight) +
      rrect(W * 0.58, H * 0.93 + 9, W * 0.05, 16, 8, '#86efac'),
  );
  return s;
}

/** Bathroom plumbing rough-in: risers and branches on a tiled wall, a basin, valves and a wrench. */
export function plumbingRoom(ctx: Ctx, rng: Rng, mood: Mood): string {
  const W = ctx.width;
  const H = ctx.height;
  const r = room(ctx, rng, {
    wall: '#f1ede6',
    floorA: '#d6dde4',
    floorB: '#c7d0d9',
    ceiling: '#e2ded6',
    mood,
    back: { x0: 0.3, y0: 0.1, x1: 0.88, y1: 0.66 },
  });
  let s = r.svg;
  const { bx0, bx1, by0, by1 } = r;
  const bw = bx1 - bx0;
  const bh = by1 - by0;
  // small wall tiles on the lower two thirds
  const tileTop = by0 + bh * 0.35;
  let grid = rect(bx0, tileTop, bw, by1 - tileTop, '#e0f2fe');
  for (let x = bx0; x <= bx1; x += bw / 14) grid += line(x, tileTop, x, by1, '#bae6fd', 2);
  for (let y = tileTop; y <= by1; y += bw / 14) grid += line(bx0, y, bx1, y, '#bae6fd', 2);
  s += grid;
  const pipe = (d: string, color: string, w: number) =>
    path(
      d,
      'none',
      `stroke="${shade(color, -0.3)}" stroke-width="${w + 6}" stroke-linejoin="round" stroke-linecap="round"`,
    ) +
    path(d, 'none', `stroke="${color}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`) +
    path(
      d,
      'none',
      `stroke="#ffffff" stroke-width="${w * 0.25}" stroke-linejoin="round" opacity="0.35" transform="translate(-${w * 0.2} -${w * 0.2})"`,
    );
  // soil stack (grey), cold (blue) and hot (orange) supply
  const rx = bx0 + bw * 0.12;
  s += pipe(`M${n(rx)} ${n(by0)} L${n(rx)} ${n(by1 + 20)}`, '#9ca3af', 44);
  const basinX = bx0 + bw * 0.55;
  const basinY = by0 + bh * 0.6;
  s += pipe(
    `M${n(rx + 30)} ${n(by0 + bh * 0.22)} L${n(basinX - 30)} ${n(by0 + bh * 0.22)} L${n(basinX - 30)} ${n(basinY - 40)}`,
    '#60a5fa',
    16,
  );
  s += pipe(
    `M${n(rx + 30)} ${n(by0 + bh * 0.3)} L${n(basinX + 30)} ${n(by0 + bh * 0.3)} L${n(basinX + 30)} ${n(basinY - 40)}`,
    '#f97316',
    16,
  );
  s += pipe(
    `M${n(basinX)} ${n(basinY + 30)} L${n(basinX)} ${n(basinY + 80)} Q${n(basinX)} ${n(basinY + 110)} ${n(basinX - 30)} ${n(basinY + 110)} L${n(rx + 20)} ${n(basinY + 110)}`,
    '#e5e7eb',
    22,
  );
  // valves
  s +=
    rect(basinX - 44, by0 + bh * 0.22 - 18, 28, 36, '#1d4ed8') +
    rect(basinX + 16, by0 + bh * 0.3 - 18, 28, 36, '#dc2626');
  // mirror, basin with pedestal and tap
  s += rrect(
    basinX - 90,
    by0 + bh * 0.02,
    180,
    120,
    60,
    '#dbeafe',
    `stroke="${palette.steel}" stroke-width="6"`,
  );
  s += path(
    `M${n(basinX - 110)} ${n(basinY - 36)} L${n(basinX + 110)} ${n(basinY - 36)} Q${n(basinX + 104)} ${n(basinY + 36)} ${n(basinX)} ${n(basinY + 40)} Q${n(basinX - 104)} ${n(basinY + 36)} ${n(basinX - 110)} ${n(basinY - 36)} Z`,
    '#ffffff',
  );
  s += rect(basinX - 110, basinY - 42, 220, 10, '#e5e7eb');
  s +=
    rect(basinX - 6, basinY - 80, 12, 40, palette.steel) +
    rect(basinX - 6, basinY - 80, 40, 10, palette.steel);
  // floor drain and tools in front
  s += ellipse(W * 0.58, H * 0.82, 40, 14, '#9ca3af') + ellipse(W * 0.58, H * 0.82, 30, 9, '#6b7280');
  const wx = W * 0.28;
  const wy = H * 0.9;
  s += g(
    `rotate(-20 ${n(wx)} ${n(wy)})`,
    rrect(wx - 140, wy - 14, 260, 28, 12, '#dc2626') +
      rect(wx + 100, wy - 34, 70, 24, palette.slateMid) +
      rect(wx + 100, wy + 10, 70, 24, palette.slateMid),
  );
  s += g(
    `translate(${n(W * 0.72)} ${n(H * 0.96)})`,
    rrect(-120, -110, 240, 110, 10, palette.purple700) +
      rect(-120, -110, 240, 26, palette.purple800) +
      rrect(-40, -140, 80, 40, 10, 'none', `stroke="${palette.slate}" stroke-width="10"`),
  );
  s += g(
    '',
    rect(W * 0.36, H * 0.84, W * 0.16, 24, '#e5e7eb') + ellipse(W * 0.36, H * 0.84 + 12, 8, 12, '#9ca3af'),
    `transform="rotate(-4 ${n(W * 0.44)} ${n(H * 0.85)})"`,
  );
  return s;
}

/**
 * Backdrops shared by every scene: sky moods, sun, clouds, Dhaka-like skyline layers, ground,
 * trees, river water and the caption label.
 */
import {
  type Ctx,
  type Rng,
  FONT_SANS,
  circle,
  ellipse,
  esc,
  fitText,
  g,
  linearGradient,
  mix,
  n,
  palette,
  path,
  poly,
  radialGradient,
  rect,
  rrect,
  shade,
  textWidth,
} from './core';

export type MoodName = 'dawn' | 'day' | 'dusk' | 'lavender' | 'night' | 'haze';

export interface Mood {
  name: MoodName;
  sky: readonly (readonly [number, string])[];
  sun: string;
  sunGlow: string;
  /** Colour of the horizon, used to fade distant layers. */
  horizon: string;
  far: string;
  near: string;
  ground: string;
  groundDark: string;
  cloud: string;
  cloudOpacity: number;
  /** Lit window colour on the near skyline. */
  windowLight: string;
  /** 0 = bright day, 1 = night; used to dim subjects a little. */
  darkness: number;
}

export const moods: Record<MoodName, Mood> = {
  dawn: {
    name: 'dawn',
    sky: [
      [0, '#5b2a9e'],
      [0.45, '#c084fc'],
      [0.78, '#f9a8d4'],
      [1, '#fde68a'],
    ],
    sun: '#fff7d6',
    sunGlow: '#fde68a',
    horizon: '#fbcfe8',
    far: '#b98bd8',
    near: '#7e4bb5',
    ground: '#cfa57c',
    groundDark: '#9a6f52',
    cloud: '#fdf2f8',
    cloudOpacity: 0.55,
    windowLight: '#fde68a',
    darkness: 0.25,
  },
  day: {
    name: 'day',
    sky: [
      [0, '#5b8def'],
      [0.55, '#a9cbf7'],
      [1, '#f1f5f9'],
    ],
    sun: '#fffbeb',
    sunGlow: '#fef3c7',
    horizon: '#e2e8f0',
    far: '#b6c3da',
    near: '#8a9ab8',
    ground: '#d9b98d',
    groundDark: '#a88462',
    cloud: '#ffffff',
    cloudOpacity: 0.85,
    windowLight: '#e0f2fe',
    darkness: 0,
  },
  dusk: {
    name: 'dusk',
    sky: [
      [0, '#2e1065'],
      [0.4, '#6d28d9'],
      [0.72, '#e879a6'],
      [1, '#fbbf24'],
    ],
    sun: '#fde68a',
    sunGlow: '#f59e0b',
    horizon: '#f9a8a8',
    far: '#8d5ab8',
    near: '#4c1d95',
    ground: '#a9785e',
    groundDark: '#6b4a45',
    cloud: '#fbcfe8',
    cloudOpacity: 0.35,
    windowLight: '#fbbf24',
    darkness: 0.45,
  },
  lavender: {
    name: 'lavender',
    sky: [
      [0, '#a78bfa'],
      [0.5, '#ddd6fe'],
      [1, '#faf7f2'],
    ],
    sun: '#ffffff',
    sunGlow: '#fef3c7',
    horizon: '#f5f3ff',
    far: '#cbbff0',
    near: '#a394d6',
    ground: '#d8bc98',
    groundDark: '#a88a6c',
    cloud: '#ffffff',
    cloudOpacity: 0.75,
    windowLight: '#ede9fe',
    darkness: 0.05,
  },
  night: {
    name: 'night',
    sky: [
      [0, '#0b0620'],
      [0.5, '#2e1065'],
      [1, '#5b21b6'],
    ],
    sun: '#f5f3ff',
    sunGlow: '#a78bfa',
    horizon: '#6d28d9',
    far: '#3b1b78',
    near: '#1e0b4b',
    ground: '#5b4660',
    groundDark: '#3a2c45',
    cloud: '#a78bfa',
    cloudOpacity: 0.18,
    windowLight: '#fbbf24',
    darkness: 0.7,
  },
  haze: {
    name: 'haze',
    sky: [
      [0, '#f0a35e'],
      [0.5, '#fcd9a8'],
      [1, '#fdf3e1'],
    ],
    sun: '#fffbeb',
    sunGlow: '#fde68a',
    horizon: '#fdf3e1',
    far: '#e3b98f',
    near: '#c58b66',
    ground: '#d9b184',
    groundDark: '#a97c58',
    cloud: '#fff7ed',
    cloudOpacity: 0.6,
    windowLight: '#fff7ed',
    darkness: 0.1,
  },
};

export function sky(ctx: Ctx, mood: Mood, horizonY: number): string {
  const fill = linearGradient(ctx, mood.sky);
  return rect(0, 0, ctx.width, horizonY + 4, fill);
}

export function sun(ctx: Ctx, mood: Mood, cx: number, cy: number, r: number): string {
  const glow = radialGradient(ctx, [
    [0, mood.sunGlow, 0.75],
    [0.35, mood.sunGlow, 0.28],
    [1, mood.sunGlow, 0],
  ]);
  return circle(cx, cy, r * 4.2, glow) + circle(cx, cy, r, mood.sun, 'opacity="0.95"');
}

/** A flat cumulus: a few overlapping circles on a flat base. */
export function cloud(cx: number, cy: number, scale: number, fill: string, opacity: number): string {
  const s = scale;
  return g(
    `translate(${n(cx)} ${n(cy)}) scale(${Math.round(s * 100) / 100})`,
    path(
      'M-120 0 Q-120 -26 -92 -30 Q-86 -62 -52 -62 Q-36 -92 2 -88 Q36 -86 46 -56 Q78 -64 92 -36 Q122 -34 122 0 Z',
      fill,
    ),
    `opacity="${opacity}"`,
  );
}

export function clouds(ctx: Ctx, mood: Mood, rng: Rng, count: number, maxY: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(0.05, 0.95) * ctx.width;
    const y = rng.range(0.08, 1) * maxY;
    const s = rng.range(0.5, 1.25) * (ctx.width / 1200);
    out += cloud(x, y, s, mood.cloud, mood.cloudOpacity * rng.range(0.6, 1));
  }
  return out;
}

/** Soft long wisps for dusk and dawn skies. */
export function wisps(ctx: Ctx, mood: Mood, rng: Rng, count: number, maxY: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const w = rng.range(0.15, 0.4) * ctx.width;
    const x = rng.range(-0.1, 0.9) * ctx.width;
    const y = rng.range(0.15, 1) * maxY;
    const h = rng.range(4, 10) * (ctx.width / 1200);
    out += rrect(x, y, w, h, h / 2, mood.cloud, `opacity="${Math.round(mood.cloudOpacity * 90) / 100}"`);
  }
  return out;
}

export interface SkylineOpts {
  baseY: number;
  minH: number;
  maxH: number;
  color: string;
  windows?: string;
  windowOpacity?: number;
  /** Unit size of a building, scales with the image. */
  unit: number;
  mosque?: boolean;
  x0?: number;
  x1?: number;
}

/**
 * A row of Dhaka-like mid-rise blocks: flat roofs with water tanks and railings, an occasional
 * tall tower with a stepped crown, and sometimes a mosque dome with a minaret.
 */
export function skyline(ctx: Ctx, rng: Rng, o: SkylineOpts): string {
  const { baseY, unit } = o;
  let x = (o.x0 ?? 0) - rng.range(0, unit * 2);
  const end = o.x1 ?? ctx.width;
  let body = '';
  let wins = '';
  const mosqueAt = o.mosque ? rng.range(0.15, 0.85) * (end - (o.x0 ?? 0)) + (o.x0 ?? 0) : -1e9;
  let mosqueDone = false;
  while (x < end + unit) {
    if (!mosqueDone && x > mosqueAt) {
      mosqueDone = true;
      const w = unit * 3.2;
      const h = o.minH * 0.9;
      const cx = x + w / 2;
      body += rect(x, baseY - h, w, h, o.color);
      body += path(
        `M${n(cx - w * 0.32)} ${n(baseY - h)} Q${n(cx - w * 0.32)} ${n(baseY - h - w * 0.42)} ${n(cx)} ${n(baseY - h - w * 0.5)} Q${n(cx + w * 0.32)} ${n(baseY - h - w * 0.42)} ${n(cx + w * 0.32)} ${n(baseY - h)} Z`,
        o.color,
      );
      body += rect(cx - 2, baseY - h - w * 0.62, 4, w * 0.14, o.color);
      const mx = x + w + unit * 0.15;
      const mh = h + w * 1.1;
      body += rect(mx, baseY - mh, unit * 0.38, mh, o.color);
      body += poly(
        [
          [mx - unit * 0.06, baseY - mh],
          [mx + unit * 0.19, baseY - mh - unit * 0.7],
          [mx + unit * 0.44, baseY - mh],
        ],
        o.color,
      );
      body += rect(mx - unit * 0.08, baseY - mh * 0.72, unit * 0.54, unit * 0.12, o.color);
      x += w + unit * 0.8;
      continue;
    }
    const tall = rng.chance(0.12);
    const w = unit * (tall ? rng.range(1.4, 2.2) : rng.range(1.3, 3.4));
    const h = tall ? rng.range(o.maxH * 0.95, o.maxH * 1.3) : rng.range(o.minH, o.maxH);
    const top = baseY - h;
    body += rect(x, top, w, h + 2, o.color);
    if (tall) {
      body += rect(x + w * 0.15, top - unit * 0.5, w * 0.7, unit * 0.5, o.color);
      body += rect(x + w * 0.45, top - unit * 1.6, unit * 0.08, unit * 1.1, o.color);
    } else {
      // rooftop water tank on legs, stair hut or railing
      const r = rng.next();
      if (r < 0.45) {
        const tw = unit * 0.55;
        const tx = x + rng.range(0.1, 0.6) * w;
        body += rect(tx, top - unit * 0.55, tw, unit * 0.38, o.color);
        body += rect(tx + 1, top - unit * 0.2, 2, unit * 0.2, o.color);
        body += rect(tx + tw - 3, top - unit * 0.2, 2, unit * 0.2, o.color);
      } else if (r < 0.75) {
        body += rect(x + w * 0.55, top - unit * 0.45, w * 0.3, unit * 0.45, o.color);
      } else {
        body += rect(x, top - unit * 0.18, w, unit * 0.05, o.color);
        for (let px = x; px <= x + w; px += unit * 0.35)
          body += rect(px, top - unit * 0.18, 1.5, unit * 0.18, o.color);
      }
    }
    if (o.windows) {
      const cols = Math.max(2, Math.floor(w / (unit * 0.42)));
      const rows = Math.floor((h - unit * 0.3) / (unit * 0.5));
      const cw = w / cols;
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (!rng.chance(0.42)) continue;
          wins += rect(
            x + c * cw + cw * 0.28,
            top + unit * 0.3 + r * unit * 0.5,
            cw * 0.44,
            unit * 0.22,
            o.windows,
          );
        }
      }
    }
    x += w + (rng.chance(0.3) ? rng.range(0, unit * 0.4) : 0);
  }
  return body + (wins ? g('', wins, `opacity="${o.windowOpacity ?? 0.5}"`) : '');
}

/** Two skyline layers, fading into the horizon. */
export function cityLayers(
  ctx: Ctx,
  mood: Mood,
  rng: Rng,
  horizonY: number,
  opts: { scale?: number; mosque?: boolean; density?: 'low' | 'high' } = {},
): string {
  const s = (opts.scale ?? 1) * (ctx.width / 1200);
  const unit = 34 * s;
  const far = skyline(ctx, rng.fork('far'), {
    baseY: horizonY,
    minH: 60 * s,
    maxH: (opts.density === 'high' ? 190 : 140) * s,
    color: mix(mood.far, mood.horizon, 0.25),
    unit: unit * 0.8,
  });
  const near = skyline(ctx, rng.fork('near'), {
    baseY: horizonY,
    minH: 40 * s,
    maxH: (opts.density === 'high' ? 130 : 95) * s,
    color: mood.far,
    unit,
    windows: mood.darkness > 0.3 ? mood.windowLight : mix(mood.far, '#ffffff', 0.35),
    windowOpacity: mood.darkness > 0.3 ? 0.55 : 0.35,
    mosque: opts.mosque,
  });
  return far + near;
}

export function ground(ctx: Ctx, mood: Mood, horizonY: number, tone?: string): string {
  const base = tone ?? mood.ground;
  const fill = linearGradient(ctx, [
    [0, mix(base, mood.horizon, 0.35)],
    [0.3, base],
    [1, shade(base, -0.18)],
  ]);
  return rect(0, horizonY, ctx.width, ctx.height - horizonY, fill);
}

/** Faint tyre tracks and pebbles on the ground plane, for a site feel. */
export function groundTexture(ctx: Ctx, mood: Mood, rng: Rng, horizonY: number, tone?: string): string {
  const base = tone ?? mood.ground;
  const dark = shade(base, -0.12);
  const light = shade(base, 0.12);
  let out = '';
  const h = ctx.height - horizonY;
  for (let i = 0; i < 5; i++) {
    const y = horizonY + h * (0.2 + 0.16 * i) + rng.range(-8, 8);
    const x = rng.range(-0.2, 0.6) * ctx.width;
    const w = rng.range(0.25, 0.6) * ctx.width;
    out += rrect(x, y, w, (2 + i * 1.6) * (ctx.width / 1200), 3, i % 2 ? light : dark, 'opacity="0.5"');
  }
  for (let i = 0; i < 40; i++) {
    const y = horizonY + rng.range(0.15, 1) * h;
    const depth = (y - horizonY) / h;
    out += ellipse(
      rng.range(0, ctx.width),
      y,
      (2 + depth * 7) * (ctx.width / 1200),
      (1 + depth * 3) * (ctx.width / 1200),
      rng.chance(0.5) ? dark : light,
      'opacity="0.6"',
    );
  }
  return out;
}

/** Round broadleaf tree (mango/krishnachura-like), standing at (x, y). */
export function roundTree(x: number, y: number, s: number, color: string): string {
  return (
    rect(x - 4 * s, y - 46 * s, 8 * s, 46 * s, shade(color, -0.35)) +
    circle(x - 22 * s, y - 62 * s, 26 * s, color) +
    circle(x + 20 * s, y - 66 * s, 28 * s, shade(color, -0.06)) +
    circle(x, y - 90 * s, 32 * s, shade(color, 0.06))
  );
}

/** Coconut palm, a staple of Bangladeshi skylines. */
export function palm(x: number, y: number, s: number, color: string, lean = 1): string {
  const tx = x + 18 * s * lean;
  const ty = y - 150 * s;
  const trunk = path(
    `M${n(x - 5 * s)} ${n(y)} Q${n(x + 4 * s * lean)} ${n(y - 80 * s)} ${n(tx - 3 * s)} ${n(ty)} L${n(tx + 3 * s)} ${n(ty)} Q${n(x + 12 * s * lean)} ${n(y - 80 * s)} ${n(x + 5 * s)} ${n(y)} Z`,
    shade(color, -0.3),
  );
  let fronds = '';
  const angles = [-160, -130, -100, -60, -25, 10, 200];
  for (const a of angles) {
    const r = (a * Math.PI) / 180;
    const ex = tx + Math.cos(r) * 62 * s;
    const ey = ty + Math.sin(r) * 40 * s + 22 * s;
    const mx = tx + Math.cos(r) * 34 * s;
    const my = ty + Math.sin(r) * 34 * s - 10 * s;
    fronds += path(
      `M${n(tx)} ${n(ty)} Q${n(mx)} ${n(my - 8 * s)} ${n(ex)} ${n(ey)} Q${n(mx)} ${n(my + 8 * s)} ${n(tx)} ${n(ty)} Z`,
      color,
    );
  }
  return trunk + fronds + circle(tx, ty + 4 * s, 6 * s, shade(color, -0.4));
}

export function treeLine(
  ctx: Ctx,
  rng: Rng,
  y: number,
  s: number,
  color: string,
  x0 = 0,
  x1?: number,
): string {
  let out = '';
  let x = x0 + rng.range(0, 60 * s);
  const end = x1 ?? ctx.width;
  while (x < end) {
    out += rng.chance(0.35)
      ? palm(x, y, s * rng.range(0.8, 1.1), color, rng.chance(0.5) ? 1 : -1)
      : roundTree(x, y, s * rng.range(0.7, 1.1), shade(color, rng.range(-0.06, 0.06)));
    x += rng.range(55, 140) * s;
  }
  return out;
}

/** A strip of river water with light streaks. */
export function water(ctx: Ctx, mood: Mood, rng: Rng, y0: number, y1: number): string {
  const top = mix(mood.horizon, '#7c9cc4', 0.45);
  const fill = linearGradient(ctx, [
    [0, top],
    [1, mix(shade(mood.near, -0.2), '#1e3a5f', 0.4)],
  ]);
  let out = rect(0, y0, ctx.width, y1 - y0, fill);
  for (let i = 0; i < 26; i++) {
    const y = rng.range(y0 + 6, y1 - 4);
    const depth = (y - y0) / (y1 - y0);
    const w = rng.range(30, 140) * (0.5 + depth) * (ctx.width / 1200);
    out += rrect(
      rng.range(0, ctx.width),
      y,
      w,
      2 + depth * 3,
      2,
      mix(mood.sun, '#ffffff', 0.3),
      `opacity="${n(0.25 + 0.35 * (1 - depth))}"`,
    );
  }
  return out;
}

/** A soft elliptical shadow under a subject. */
export function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const fill = radialGradient(ctx, [
    [0, '#1e1030', opacity],
    [0.7, '#1e1030', opacity * 0.5],
    [1, '#1e1030', 0],
  ]);
  return ellipse(cx, cy, rx, ry, fill);
}

/** Vignette and a warm/cool grade over a whole picture to tie layers together. */
export function vignette(ctx: Ctx, strength = 0.35, color = '#1a0b3d'): string {
  const fill = radialGradient(
    ctx,
    [
      [0, color, 0],
      [0.65, color, 0],
      [1, color, strength],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  );
  return rect(0, 0, ctx.width, ctx.height, fill);
}

/** The caption: a small purple tag with an amber tick, bottom-left. */
export function label(ctx: Ctx, text: string): string {
  const s = ctx.width / 1200;
  const maxW = ctx.width * 0.7;
  const size = fitText(text, 34 * s, maxW - 80 * s, true, 18 * s);
  const tw = textWidth(text, size, true);
  const padX = 26 * s;
  const h = size * 1.9;
  const w = tw + padX * 2 + 18 * s;
  const x = 36 * s;
  const y = ctx.height - h - 34 * s;
  return (
    rrect(x + 4 * s, y + 6 * s, w, h, h / 2, '#1a0b3d', 'opacity="0.25"') +
    rrect(x, y, w, h, h / 2, palette.purple900, 'opacity="0.92"') +
    circle(x + padX + 4 * s, y + h / 2, 7 * s, palette.amber) +
    `<text x="${n(x + padX + 22 * s)}" y="${n(y + h / 2 + size * 0.36)}" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(size)}" fill="#ffffff">${esc(text)}</text>`
  );
}

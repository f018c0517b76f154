/**
 * Construction machines and vehicles in side view, facing right, standing on y=0. Each returns a
 * Drawing in its own units (roughly pixels at a 1200 px wide card); compose.ts scales and places it.
 */
import {
  type Ctx,
  type Rng,
  beam,
  circle,
  esc,
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
import type { Drawing, Paint } from './drawing';

export function makePaint(body: string, opts: Partial<Paint> = {}): Paint {
  return {
    body,
    bodyDark: shade(body, -0.22),
    bodyLight: shade(body, 0.22),
    trim: palette.slate,
    glass: '#2b3a55',
    glassLight: '#9fb7d9',
    metal: '#c7ccd6',
    tyre: '#1c1f27',
    tyreLight: '#3a3f4c',
    ...opts,
  };
}

export const machineColors = [
  '#f5a30b', // construction amber
  '#fbbf24', // bright yellow
  '#f97316', // orange
  '#6d28d9', // brand purple
  '#e8b31b', // mustard
  '#dc6b2f', // burnt orange
] as const;

/** Glass with a diagonal highlight; points given clockwise. */
function glassPane(ctx: Ctx, points: readonly (readonly [number, number])[], p: Paint): string {
  const fill = linearGradient(
    ctx,
    [
      [0, p.glassLight],
      [0.55, p.glass],
      [1, shade(p.glass, -0.25)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const xs = points.map((q) => q[0]);
  const ys = points.map((q) => q[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const w = maxX - minX;
  const id = ctx.uid('gp');
  ctx.def(`<clipPath id="${id}">${poly(points, '#000')}</clipPath>`);
  const streak = poly(
    [
      [minX + w * 0.2, maxY],
      [minX + w * 0.45, maxY],
      [minX + w * 0.95, minY],
      [minX + w * 0.7, minY],
    ],
    '#ffffff',
    'opacity="0.18"',
  );
  return poly(points, fill) + g('', streak, `clip-path="url(#${id})"`);
}

export function wheel(cx: number, cy: number, r: number, p: Paint, rim = p.metal): string {
  const tread = `stroke="${shade(p.tyre, 0.12)}" stroke-width="${n(r * 0.08)}" stroke-dasharray="${n(r * 0.14)} ${n(r * 0.12)}"`;
  return (
    circle(cx, cy, r, p.tyre) +
    circle(cx, cy, r * 0.93, 'none', tread) +
    circle(cx, cy, r * 0.62, shade(p.tyre, 0.15)) +
    circle(cx, cy, r * 0.52, rim) +
    circle(cx, cy, r * 0.52, 'none', `stroke="${shade(rim, -0.25)}" stroke-width="${n(r * 0.05)}"`) +
    circle(cx, cy, r * 0.2, shade(rim, -0.35)) +
    circle(cx - r * 0.12, cy - r * 0.12, r * 0.08, shade(rim, 0.3))
  );
}

/** Crawler track from x0 to x1, height h, on the ground. */
export function track(x0: number, x1: number, h: number, p: Paint): string {
  const r = h / 2;
  const pads = `stroke="${shade(p.tyre, 0.18)}" stroke-width="${n(h * 0.11)}" stroke-dasharray="${n(h * 0.1)} ${n(h * 0.08)}"`;
  let s =
    rrect(x0, -h, x1 - x0, h, r, p.tyre) +
    rrect(x0 + h * 0.04, -h * 0.96, x1 - x0 - h * 0.08, h * 0.92, r * 0.95, 'none', pads) +
    rrect(x0 + h * 0.18, -h * 0.8, x1 - x0 - h * 0.36, h * 0.6, h * 0.3, p.tyreLight);
  s += circle(x0 + r, -r, r * 0.62, shade(p.tyreLight, 0.12)) + circle(x0 + r, -r, r * 0.2, p.tyre);
  s += circle(x1 - r, -r, r * 0.62, shade(p.tyreLight, 0.12)) + circle(x1 - r, -r, r * 0.2, p.tyre);
  const count = Math.max(3, Math.round((x1 - x0 - h * 2) / (h * 0.55)));
  for (let i = 0; i < count; i++) {
    const x = x0 + h + ((x1 - x0 - h * 2) * (i + 0.5)) / count;
    s += circle(x, -h * 0.32, h * 0.17, shade(p.tyreLight, 0.2)) + circle(x, -h * 0.32, h * 0.06, p.tyre);
  }
  // top rollers
  s += circle(x0 + (x1 - x0) * 0.38, -h * 0.78, h * 0.08, shade(p.tyreLight, 0.25));
  s += circle(x0 + (x1 - x0) * 0.62, -h * 0.78, h * 0.08, shade(p.tyreLight, 0.25));
  return s;
}

/** Hydraulic cylinder: dark barrel then a bright rod. */
function cylinder(x1: number, y1: number, x2: number, y2: number, w: number, p: Paint): string {
  const mx = x1 + (x2 - x1) * 0.55;
  const my = y1 + (y2 - y1) * 0.55;
  return (
    beam(x1, y1, x2, y2, w * 0.45, w * 0.45, shade(p.metal, 0.15)) +
    beam(x1, y1, mx, my, w, w, p.trim) +
    circle(x1, y1, w * 0.55, p.trim) +
    circle(x2, y2, w * 0.45, p.trim)
  );
}

function hl(x: number, y: number, w: number, color: string, o = 0.35): string {
  return rect(x, y, w, 4, color, `opacity="${o}"`);
}

// ---------------------------------------------------------------------------------------------

export type ExcavatorPose = 'raised' | 'dig' | 'reach';

export function excavator(ctx: Ctx, p: Paint, pose: ExcavatorPose = 'reach'): Drawing {
  const E: Record<ExcavatorPose, [number, number, number, number]> = {
    raised: [285, -345, 380, -175],
    dig: [275, -300, 405, -70],
    reach: [320, -290, 440, -130],
  };
  const [ex, ey, wx, wy] = E[pose];
  const b0: [number, number] = [70, -150];
  const b1: [number, number] = [165, -325];
  let s = track(-235, 115, 78, p);
  s += rect(-120, -102, 150, 26, p.trim);
  // counterweight + engine house
  s += path('M-262 -104 L-262 -160 Q-262 -186 -236 -186 L-20 -186 L-20 -104 Z', p.body);
  s += path('M-262 -104 L-262 -150 L-150 -150 L-150 -104 Z', p.bodyDark);
  s += rect(-262, -112, 300, 10, p.bodyDark);
  s += hl(-236, -186, 210, '#ffffff');
  // engine grille and exhaust
  for (let i = 0; i < 4; i++) s += rect(-128 + i * 18, -172, 10, 34, p.bodyDark, 'opacity="0.6"');
  s += rect(-70, -222, 10, 38, p.trim) + rect(-73, -226, 16, 6, p.trim);
  s +=
    line(-240, -192, -40, -192, p.trim, 3) +
    line(-200, -192, -200, -186, p.trim, 3) +
    line(-90, -192, -90, -186, p.trim, 3);
  // cab
  s += poly(
    [
      [-24, -104],
      [-24, -300],
      [48, -300],
      [84, -236],
      [84, -104],
    ],
    p.body,
  );
  s += rect(-28, -306, 80, 10, p.trim);
  s += glassPane(
    ctx,
    [
      [-12, -288],
      [42, -288],
      [70, -238],
      [70, -176],
      [-12, -176],
    ],
    p,
  );
  s += rect(-12, -168, 82, 6, p.bodyDark);
  s += rect(52, -150, 14, 4, p.trim);
  // boom cylinder (behind boom)
  s += cylinder(52, -118, 140, -262, 22, p);
  // boom
  s += beam(b0[0], b0[1], b1[0], b1[1], 54, 46, p.body);
  s += beam(b1[0], b1[1], ex, ey, 46, 34, p.body);
  s += circle(b1[0], b1[1], 23, p.body);
  s += beam(b0[0] + 6, b0[1] - 18, b1[0] + 4, b1[1] - 2, 8, 8, p.bodyLight, 'opacity="0.6"');
  s += circle(b0[0], b0[1], 12, p.trim) + circle(b0[0], b0[1], 5, p.metal);
  // stick cylinder on top of the boom
  s += cylinder(b1[0] - 6, b1[1] - 28, ex - 14, ey - 30, 18, p);
  // stick
  s += beam(ex, ey, wx, wy, 34, 24, p.bodyDark);
  s += circle(ex, ey, 17, p.bodyDark) + circle(ex, ey, 7, p.metal);
  // bucket cylinder along the stick
  const sx = ex + (wx - ex) * 0.12 + 16;
  const sy = ey + (wy - ey) * 0.12 - 6;
  s += cylinder(sx, sy, wx + 10, wy - 26, 14, p);
  // bucket, drawn with the stick along +y then rotated into place
  const ang = (Math.atan2(-(wx - ex), wy - ey) * 180) / Math.PI;
  const bucket =
    path('M-14 -10 L30 -12 C66 20 62 74 24 90 L-40 78 L-18 50 Q-24 16 -14 -10 Z', p.bodyDark) +
    path('M-8 -4 L24 -6 C52 22 50 66 20 80 L-26 72 L-10 50 Q-16 20 -8 -4 Z', p.body) +
    poly(
      [
        [-40, 78],
        [-52, 86],
        [-30, 84],
      ],
      p.metal,
    ) +
    poly(
      [
        [-26, 80],
        [-36, 92],
        [-14, 86],
      ],
      p.metal,
    ) +
    poly(
      [
        [-10, 84],
        [-18, 96],
        [4, 88],
      ],
      p.metal,
    ) +
    circle(0, 0, 10, p.trim) +
    circle(0, 0, 4, p.metal);
  s += g(`translate(${n(wx)} ${n(wy)}) rotate(${n(ang)})`, bucket);
  const reachX = wx + 90;
  return { svg: s, x0: -265, x1: reachX, h: Math.max(345, -ey + 30) };
}

export function bulldozer(ctx: Ctx, p: Paint, ripper = true): Drawing {
  let s = track(-245, 140, 76, p);
  // push arm
  s += beam(-40, -38, 190, -52, 22, 22, p.bodyDark);
  // rear fuel tank
  s += rrect(-262, -156, 70, 82, 8, p.bodyDark);
  if (ripper) {
    s += beam(-250, -110, -318, -96, 18, 18, p.bodyDark);
    s += beam(-318, -120, -330, -2, 16, 10, p.trim);
    s += poly(
      [
        [-338, -10],
        [-322, -10],
        [-332, 8],
      ],
      p.metal,
    );
    s += cylinder(-232, -150, -310, -112, 12, p);
  }
  // engine hood
  s += poly(
    [
      [-50, -76],
      [-50, -196],
      [118, -196],
      [152, -166],
      [152, -76],
    ],
    p.body,
  );
  s += hl(-44, -196, 160, '#ffffff');
  for (let i = 0; i < 6; i++) s += rect(8 + i * 20, -180, 10, 60, p.bodyDark, 'opacity="0.55"');
  s += rect(132, -150, 14, 56, p.trim, 'opacity="0.8"');
  s += rect(30, -244, 12, 50, p.trim) + rect(27, -250, 18, 8, p.trim);
  s += rect(-50, -86, 202, 12, p.bodyDark);
  // cab with ROPS canopy
  s += poly(
    [
      [-214, -76],
      [-214, -214],
      [-196, -302],
      [-66, -302],
      [-50, -214],
      [-50, -76],
    ],
    p.body,
  );
  s += rect(-222, -316, 180, 16, p.trim);
  s += glassPane(
    ctx,
    [
      [-198, -206],
      [-184, -288],
      [-136, -288],
      [-136, -206],
    ],
    p,
  );
  s += glassPane(
    ctx,
    [
      [-126, -206],
      [-126, -288],
      [-76, -288],
      [-64, -206],
    ],
    p,
  );
  s += rect(-214, -200, 164, 8, p.bodyDark);
  // lift cylinder and blade
  s += cylinder(110, -186, 196, -142, 18, p);
  s += path('M186 -226 Q154 -118 184 0 L232 0 L232 -10 Q206 -112 234 -226 Z', p.body);
  s += path('M186 -226 Q154 -118 184 0 L196 0 Q168 -118 198 -226 Z', p.bodyDark);
  s += rect(180, -10, 56, 10, p.trim);
  s += rect(186, -232, 50, 10, p.bodyDark);
  return { svg: s, x0: ripper ? -340 : -265, x1: 240, h: 316 };
}

export function wheelLoader(ctx: Ctx, p: Paint, raised = false): Drawing {
  let s = '';
  // arms (drawn first, behind the body) rotate about the pivot
  const px = -10;
  const py = -210;
  const armAng = raised ? -32 : 0;
  const arm =
    beam(px, py, 246, -96, 38, 32, p.bodyDark) +
    cylinder(60, -120, 170, -166, 20, p) +
    circle(px, py, 18, p.trim) +
    g(
      raised ? `translate(246 -96) rotate(${-armAng})` : 'translate(246 -96)',
      path('M-8 -98 L40 -96 L116 86 L-6 92 Q-26 0 -8 -98 Z', p.body) +
        path('M-8 -98 L8 -98 Q-8 0 8 92 L-6 92 Q-26 0 -8 -98 Z', p.bodyDark) +
        rect(-8, 84, 126, 10, p.trim) +
        circle(0, 0, 11, p.trim),
    );
  s += g(`rotate(${armAng} ${px} ${py})`, arm);
  // front frame
  s += poly(
    [
      [-60, -100],
      [-60, -190],
      [40, -190],
      [150, -130],
      [150, -96],
    ],
    p.bodyDark,
  );
  // rear body
  s += path('M-330 -96 L-330 -206 Q-330 -226 -310 -226 L-80 -226 L-80 -96 Z', p.body);
  s += hl(-310, -226, 226, '#ffffff');
  for (let i = 0; i < 5; i++) s += rect(-318, -206 + i * 20, 30, 8, p.bodyDark, 'opacity="0.55"');
  s += rect(-250, -266, 12, 42, p.trim);
  s += rect(-340, -110, 280, 16, p.bodyDark);
  // cab
  s += poly(
    [
      [-170, -226],
      [-176, -392],
      [-30, -392],
      [-14, -226],
    ],
    p.body,
  );
  s += rect(-184, -404, 164, 14, p.trim);
  s += glassPane(
    ctx,
    [
      [-160, -238],
      [-164, -378],
      [-100, -378],
      [-100, -238],
    ],
    p,
  );
  s += glassPane(
    ctx,
    [
      [-90, -238],
      [-90, -378],
      [-40, -378],
      [-28, -238],
    ],
    p,
  );
  // wheels and arches
  s += path('M-270 -96 A100 100 0 0 1 -70 -96 Z', p.bodyDark);
  s += path('M40 -96 A100 100 0 0 1 240 -96 Z', p.bodyDark);
  s += wheel(-170, -82, 82, p) + wheel(140, -82, 82, p);
  return { svg: s, x0: -345, x1: raised ? 330 : 370, h: raised ? 420 : 404 };
}

export function backhoe(ctx: Ctx, p: Paint): Drawing {
  let s = '';
  // rear backhoe arm
  s += beam(-225, -160, -330, -350, 40, 34, p.body);
  s += circle(-330, -350, 18, p.body);
  s += beam(-330, -350, -420, -120, 28, 22, p.bodyDark);
  s += cylinder(-240, -210, -318, -320, 16, p);
  s += g(
    'translate(-420 -120) rotate(-20)',
    path('M-14 -8 L26 -10 C50 16 48 58 20 70 L-30 62 L-14 38 Z', p.body) +
      poly(
        [
          [-30, 62],
          [-40, 72],
          [-18, 68],
        ],
        p.metal,
      ) +
      circle(0, 0, 8, p.trim),
  );
  // stabiliser leg
  s += beam(-215, -130, -255, -14, 22, 18, p.bodyDark) + rrect(-285, -16, 60, 16, 4, p.trim);
  // front loader arm and bucket
  s += beam(-40, -190, 250, -70, 30, 26, p.bodyDark);
  s += path('M236 -140 L276 -138 L336 -4 L236 0 Q220 -70 236 -140 Z', p.body);
  s += rect(232, -8, 106, 8, p.trim);
  // chassis and hood
  s += rect(-240, -120, 420, 40, p.bodyDark);
  s += poly(
    [
      [20, -110],
      [20, -206],
      [190, -196],
      [226, -150],
      [226, -110],
    ],
    p.body,
  );
  s += hl(26, -206, 160, '#ffffff');
  for (let i = 0; i < 5; i++) s += rect(60 + i * 22, -186, 10, 50, p.bodyDark, 'opacity="0.5"');
  s += rect(120, -246, 10, 42, p.trim);
  s += rect(-250, -176, 90, 60, p.body);
  // cab
  s += poly(
    [
      [-170, -112],
      [-176, -360],
      [10, -360],
      [24, -112],
    ],
    p.body,
  );
  s += rect(-190, -374, 226, 16, p.trim);
  s += glassPane(
    ctx,
    [
      [-160, -200],
      [-164, -344],
      [-80, -344],
      [-80, -200],
    ],
    p,
  );
  s += glassPane(
    ctx,
    [
      [-70, -200],
      [-70, -344],
      [2, -344],
      [10, -200],
    ],
    p,
  );
  s += path('M-210 -104 A98 98 0 0 1 -14 -104 Z', p.bodyDark);
  s += path('M96 -96 A70 70 0 0 1 236 -96 Z', p.bodyDark);
  s += wheel(-112, -84, 84, p) + wheel(166, -56, 56, p);
  return { svg: s, x0: -460, x1: 340, h: 374 };
}

export interface TruckOpts {
  cab: string;
  load?: string;
  raised?: boolean;
}

/** Ten-wheel dump truck with a ribbed tipping body. */
export function dumpTruck(ctx: Ctx, p: Paint, o: TruckOpts): Drawing {
  let s = '';
  const cabP = makePaint(o.cab);
  s += rect(-320, -112, 600, 26, p.trim);
  // dump body
  const bodyS =
    (o.load
      ? path('M-300 -238 Q-220 -300 -110 -286 Q-10 -310 80 -270 Q120 -256 138 -238 Z', o.load) +
        path('M-250 -250 Q-200 -270 -150 -262', 'none', `stroke="${shade(o.load, 0.25)}" stroke-width="6"`)
      : '') +
    poly(
      [
        [-318, -110],
        [-330, -244],
        [146, -244],
        [138, -110],
      ],
      p.body,
    ) +
    rect(-334, -252, 484, 14, p.bodyDark) +
    [...Array(7).keys()]
      .map((i) => rect(-290 + i * 62, -236, 12, 124, p.bodyDark, 'opacity="0.5"'))
      .join('') +
    poly(
      [
        [138, -250],
        [170, -250],
        [160, -230],
        [138, -230],
      ],
      p.bodyDark,
    );
  s += o.raised ? g('rotate(-18 -318 -112)', bodyS) + cylinder(20, -112, 30, -250, 16, p) : bodyS;
  // cab
  s += poly(
    [
      [150, -96],
      [150, -268],
      [252, -268],
      [292, -196],
      [300, -186],
      [300, -96],
    ],
    cabP.body,
  );
  s += rect(146, -278, 112, 12, cabP.bodyDark);
  s += glassPane(
    ctx,
    [
      [166, -256],
      [244, -256],
      [280, -196],
      [166, -196],
    ],
    p,
  );
  s += line(236, -186, 236, -110, cabP.bodyDark, 3) + rect(214, -170, 16, 5, p.trim);
  s += rect(290, -150, 16, 14, palette.amberPale) + rect(284, -112, 30, 18, p.trim);
  s += rect(140, -240, 6, 50, p.trim) + rect(134, -244, 8, 24, p.trim);
  s += rrect(170, -120, 60, 26, 6, p.metal);
  // wheel arches + wheels
  s += path('M118 -96 A70 70 0 0 1 258 -96 Z', cabP.bodyDark);
  s += rrect(-272, -128, 264, 14, 6, p.trim);
  s += wheel(-200, -58, 58, p) + wheel(-80, -58, 58, p) + wheel(188, -58, 58, p);
  return { svg: s, x0: -345, x1: 315, h: o.raised ? 360 : 290 };
}

/** Smaller six-wheel tipper or, with pickup=true, a light pickup with an open bed. */
export function pickup(ctx: Ctx, p: Paint, o: { pickup: boolean; load?: string; cab?: string }): Drawing {
  let s = '';
  if (o.pickup) {
    s += rect(-250, -92, 470, 24, p.trim);
    if (o.load) s += path('M-236 -160 Q-170 -196 -90 -182 Q-40 -200 0 -160 Z', o.load);
    s += path('M-250 -84 L-250 -166 L10 -166 L10 -84 Z', p.body);
    s += rect(-256, -172, 272, 10, p.bodyDark);
    s += line(-240, -128, 0, -128, p.bodyDark, 3, 'opacity="0.6"');
    s += path(
      'M10 -84 L10 -234 Q12 -246 26 -246 L120 -246 L172 -170 L232 -160 Q248 -156 248 -140 L248 -84 Z',
      p.body,
    );
    s += glassPane(
      ctx,
      [
        [26, -232],
        [114, -232],
        [156, -172],
        [26, -172],
      ],
      p,
    );
    s += line(110, -168, 110, -92, p.bodyDark, 3) + rect(86, -150, 16, 5, p.trim);
    s += rect(236, -146, 14, 12, palette.amberPale) + rect(232, -104, 24, 16, p.trim);
    s +=
      path('M-214 -84 A62 62 0 0 1 -90 -84 Z', p.bodyDark) +
      path('M120 -84 A62 62 0 0 1 244 -84 Z', p.bodyDark);
    s += wheel(-152, -48, 48, p) + wheel(182, -48, 48, p);
    return { svg: s, x0: -262, x1: 258, h: 250 };
  }
  s += rect(-270, -100, 500, 22, p.trim);
  const tray =
    (o.load ? path('M-262 -200 Q-200 -250 -120 -236 Q-40 -256 40 -214 L52 -200 Z', o.load) : '') +
    rect(-270, -204, 330, 100, p.body) +
    rect(-276, -210, 342, 12, p.bodyDark) +
    [...Array(4).keys()].map((i) => rect(-240 + i * 80, -196, 10, 90, p.bodyDark, 'opacity="0.5"')).join('');
  s += tray;
  const cab = makePaint(o.cab ?? palette.purple800);
  s += poly(
    [
      [70, -90],
      [70, -246],
      [160, -246],
      [200, -180],
      [212, -170],
      [212, -90],
    ],
    o.pickup ? p.body : cab.body,
  );
  s += glassPane(
    ctx,
    [
      [86, -234],
      [154, -234],
      [188, -180],
      [86, -180],
    ],
    p,
  );
  s += rect(66, -254, 100, 10, cab.bodyDark);
  s += rect(200, -140, 14, 12, palette.amberPale) + rect(196, -104, 26, 16, p.trim);
  s += path('M80 -90 A60 60 0 0 1 200 -90 Z', cab.bodyDark);
  s += rrect(-250, -108, 214, 12, 5, p.trim);
  s += wheel(-190, -48, 48, p) + wheel(-88, -48, 48, p) + wheel(140, -48, 48, p);
  return { svg: s, x0: -285, x1: 230, h: 260 };
}

export function mixerTruck(ctx: Ctx, p: Paint, cab: string): Drawing {
  let s = rect(-320, -110, 600, 26, p.trim);
  const cp = makePaint(cab);
  s += beam(-300, -120, -260, -230, 18, 14, p.trim) + beam(80, -120, 60, -210, 18, 14, p.trim);
  const drum = linearGradient(ctx, [
    [0, shade(p.body, 0.35)],
    [0.5, p.body],
    [1, shade(p.body, -0.3)],
  ]);
  s += g(
    'rotate(-12 -100 -200)',
    path(
      'M-310 -200 Q-300 -300 -160 -300 L40 -272 Q110 -262 110 -200 Q110 -138 40 -128 L-160 -100 Q-300 -100 -310 -200 Z',
      drum,
    ) +
      [0, 1, 2, 3]
        .map((i) =>
          path(
            `M${-250 + i * 80} -290 Q${-210 + i * 80} -200 ${-270 + i * 80} -106`,
            'none',
            `stroke="${palette.purple800}" stroke-width="14" opacity="0.8"`,
          ),
        )
        .join('') +
      rrect(100, -228, 40, 56, 10, p.trim),
  );
  s += poly(
    [
      [140, -260],
      [120, -300],
      [170, -300],
      [160, -260],
    ],
    p.trim,
  );
  s += poly(
    [
      [150, -96],
      [150, -268],
      [252, -268],
      [292, -196],
      [300, -186],
      [300, -96],
    ],
    cp.body,
  );
  s += glassPane(
    ctx,
    [
      [166, -256],
      [244, -256],
      [280, -196],
      [166, -196],
    ],
    p,
  );
  s += rect(290, -150, 16, 14, palette.amberPale) + rect(284, -112, 30, 18, p.trim);
  s += path('M118 -96 A70 70 0 0 1 258 -96 Z', cp.bodyDark);
  s += wheel(-200, -58, 58, p) + wheel(-80, -58, 58, p) + wheel(188, -58, 58, p);
  return { svg: s, x0: -330, x1: 315, h: 330 };
}

/** Silent-canopy diesel generator set, optionally on a two-wheel trailer. */
export function generator(ctx: Ctx, p: Paint, trailer: boolean): Drawing {
  let s = '';
  const lift = trailer ? 80 : 26;
  if (trailer) {
    s +=
      beam(250, -70, 380, -40, 14, 10, p.trim) +
      circle(384, -40, 10, p.trim) +
      rect(370, -40, 10, 40, p.trim);
    s += rect(-250, -80, 500, 20, p.trim);
  } else {
    s += rect(-270, -26, 540, 26, p.trim) + rect(-250, -34, 500, 10, shade(p.trim, 0.15));
  }
  const top = -lift - 260;
  const body = linearGradient(
    ctx,
    [
      [0, p.bodyLight],
      [0.5, p.body],
      [1, p.bodyDark],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  s += rrect(-250, top, 500, 260, 14, body);
  s += rect(-250, top + 30, 500, 8, p.bodyDark, 'opacity="0.5"');
  // roof
  s += rrect(-262, top - 18, 524, 24, 8, p.bodyDark);
  s += rect(120, top - 70, 20, 56, p.trim) + rect(114, top - 76, 32, 10, p.trim);
  s += circle(-210, top - 22, 9, 'none', `stroke="${p.trim}" stroke-width="5"`);
  s += circle(210, top - 22, 9, 'none', `stroke="${p.trim}" stroke-width="5"`);
  // louvres
  for (let i = 0; i < 9; i++) s += rrect(-224, top + 56 + i * 20, 150, 9, 4, p.bodyDark, 'opacity="0.75"');
  // doors
  s += rrect(-50, top + 50, 130, 190, 6, 'none', `stroke="${p.bodyDark}" stroke-width="4"`);
  s += rrect(94, top + 50, 130, 190, 6, 'none', `stroke="${p.bodyDark}" stroke-width="4"`);
  s += rrect(54, top + 130, 10, 36, 4, p.trim) + rrect(198, top + 130, 10, 36, 4, p.trim);
  // control panel window
  s += rrect(-30, top + 72, 90, 60, 6, p.trim) + rrect(-22, top + 80, 74, 44, 4, '#0f2d3a');
  s +=
    circle(-6, top + 102, 8, '#34d399') +
    circle(18, top + 102, 8, palette.amberLight) +
    rect(30, top + 92, 16, 20, '#94a3b8');
  // brand stripe
  s += rect(-250, top + 212, 500, 16, palette.amber) + rect(-250, top + 228, 500, 6, palette.purple800);
  // cable
  s += path(
    `M250 ${-lift - 60} Q300 ${-lift - 40} 300 -10 Q300 4 330 4`,
    'none',
    `stroke="${palette.slate}" stroke-width="8"`,
  );
  if (trailer) s += wheel(-120, -44, 44, p) + wheel(0, -44, 44, p);
  return { svg: s, x0: -270, x1: trailer ? 395 : 340, h: lift + 336 };
}

/** Tandem vibratory road roller (or a combination roller with rear tyres) under a canopy. */
export function roadRoller(ctx: Ctx, p: Paint, pneumatic: boolean): Drawing {
  let s = '';
  const R = 88;
  const drum = (cx: number) =>
    circle(cx, -R, R, palette.slateMid) +
    circle(cx, -R, R * 0.93, shade(palette.steel, -0.05)) +
    circle(
      cx,
      -R,
      R * 0.93,
      'none',
      `stroke="${shade(palette.steel, 0.25)}" stroke-width="4" stroke-dasharray="30 40"`,
    ) +
    circle(cx, -R, R * 0.62, p.body) +
    circle(cx, -R, R * 0.44, p.bodyDark) +
    circle(cx, -R, R * 0.14, p.trim);
  // drum yokes
  const yoke = (cx: number) =>
    path(
      `M${cx - R - 14} ${-R + 10} L${cx - R - 14} ${-R - 40} Q${cx} ${-2 * R - 50} ${cx + R + 14} ${-R - 40} L${cx + R + 14} ${-R + 10} L${cx + R} ${-R + 10} L${cx + R} ${-R - 30} Q${cx} ${-2 * R - 30} ${cx - R} ${-R - 30} L${cx - R} ${-R + 10} Z`,
      p.bodyDark,
    );
  // chassis between and above the drums
  s += rect(-170, -150, 340, 60, p.trim);
  s += path('M-262 -180 Q-262 -272 -180 -272 L-40 -272 L-40 -180 Z', p.body);
  s += path('M40 -180 L40 -262 L200 -262 Q262 -262 262 -200 L262 -180 Z', p.body);
  s += rect(-250, -200, 500, 60, p.body);
  s += hl(-180, -272, 140, '#ffffff') + hl(40, -262, 150, '#ffffff');
  for (let i = 0; i < 5; i++) s += rect(-210 + i * 30, -250, 14, 44, p.bodyDark, 'opacity="0.5"');
  s += rect(-250, -150, 500, 12, p.bodyDark);
  // operator station and canopy
  s += rect(-40, -250, 80, 70, shade(p.trim, 0.1));
  s += rect(-26, -310, 52, 60, p.trim) + rect(-30, -330, 16, 80, p.trim);
  s += line(20, -270, 46, -310, p.trim, 7) + rect(30, -320, 40, 9, p.trim);
  s += rect(-150, -470, 10, 210, p.trim) + rect(140, -470, 10, 210, p.trim);
  s += rrect(-180, -492, 360, 26, 8, p.bodyDark) + rect(-180, -470, 360, 6, p.trim);
  s += rect(200, -300, 10, 40, p.trim);
  if (pneumatic) {
    s += drum(170) + yoke(170);
    s += wheel(-205, -60, 60, p) + wheel(-105, -60, 60, p);
    s += rrect(-275, -136, 240, 16, 6, p.trim);
  } else {
    s += drum(170) + drum(-170) + yoke(170) + yoke(-170);
  }
  return { svg: s, x0: -275, x1: 275, h: 492 };
}

/** Asphalt paver finisher facing right: hopper at the front, screed laying a fresh mat at the rear. */
export function paver(ctx: Ctx, p: Paint): Drawing {
  let s = '';
  // fresh mat behind
  s += rect(-470, -14, 200, 14, '#1f1f25') + rect(-470, -14, 200, 3, '#3f3f48');
  s += track(-170, 170, 64, p);
  // screed
  s +=
    rect(-300, -96, 120, 80, palette.slateMid) +
    rect(-300, -96, 120, 14, p.bodyDark) +
    rect(-306, -22, 132, 10, palette.slate);
  s += beam(-180, -70, -40, -90, 16, 16, p.trim);
  // main body
  s += path('M-200 -70 L-200 -196 Q-200 -214 -182 -214 L110 -214 L130 -70 Z', p.body);
  s += hl(-182, -214, 290, '#ffffff');
  for (let i = 0; i < 6; i++) s += rect(-150 + i * 24, -196, 12, 56, p.bodyDark, 'opacity="0.5"');
  s += rect(-200, -86, 330, 16, p.bodyDark);
  // hopper with asphalt
  s += path('M230 -212 Q262 -230 300 -212 L276 -150 L200 -150 Z', '#26262d');
  s += poly(
    [
      [120, -70],
      [110, -170],
      [300, -214],
      [318, -210],
      [262, -70],
    ],
    p.body,
  );
  s += poly(
    [
      [120, -150],
      [300, -206],
      [306, -196],
      [128, -136],
    ],
    p.bodyDark,
  );
  s += circle(292, -34, 20, p.trim) + circle(292, -34, 8, p.metal);
  // operator platform and canopy
  s += rect(-130, -240, 120, 26, p.trim);
  s += rect(-100, -300, 50, 60, shade(p.trim, 0.15)) + rect(-104, -322, 14, 80, shade(p.trim, 0.15));
  s += rect(-20, -276, 40, 36, p.trim);
  s += rect(-200, -420, 10, 206, p.trim) + rect(60, -420, 10, 206, p.trim);
  s += rrect(-226, -440, 320, 24, 8, p.bodyDark);
  s += rect(20, -262, 10, 50, p.trim);
  return { svg: s, x0: -470, x1: 320, h: 440 };
}

/** Prime mover hauling a low-bed trailer with an excavator chained on the deck. */
export function lowBed(ctx: Ctx, p: Paint, cab: string, load: Paint): Drawing {
  const cp = makePaint(cab);
  const deck = '#3f3f46';
  let s = '';
  // trailer: raised rear over the bogie, low well deck, gooseneck
  s += rect(-560, -104, 250, 34, deck) + rect(-560, -104, 250, 8, shade(deck, 0.25));
  s += poly(
    [
      [-310, -104],
      [-280, -66],
      [-280, -40],
      [-310, -70],
    ],
    deck,
  );
  s += rect(-300, -66, 380, 28, deck) + rect(-300, -66, 380, 6, shade(deck, 0.25));
  s += path('M330 -156 L120 -156 L70 -66 L70 -38 L104 -38 L150 -124 L330 -124 Z', deck);
  s += rect(120, -162, 210, 8, shade(deck, 0.25));
  for (const x of [-520, -448, -376]) s += wheel(x, -36, 36, p);
  s += rect(-572, -100, 12, 40, palette.amber) + rect(-572, -66, 12, 6, '#dc2626');
  // the excavator riding on the deck, boom to the rear
  const exc = excavator(ctx, load, 'raised');
  s += g('translate(-110 -66) scale(-0.56 0.56)', exc.svg);
  s += line(-190, -66, -160, -96, palette.slate, 3) + line(-20, -66, -50, -96, palette.slate, 3);
  // prime mover
  s += rect(180, -118, 400, 26, p.trim);
  s += rect(260, -132, 80, 14, shade(p.trim, 0.2));
  s += rect(398, -336, 12, 220, palette.steel) + rect(394, -342, 20, 10, palette.slate);
  s += poly(
    [
      [420, -96],
      [420, -300],
      [532, -300],
      [566, -226],
      [576, -214],
      [576, -96],
    ],
    cp.body,
  );
  s += rect(414, -312, 124, 14, cp.bodyDark);
  s += glassPane(
    ctx,
    [
      [436, -288],
      [526, -288],
      [556, -226],
      [436, -226],
    ],
    p,
  );
  s += line(514, -216, 514, -110, cp.bodyDark, 3) + rect(492, -200, 16, 5, p.trim);
  for (let i = 0; i < 4; i++) s += rect(560, -200 + i * 18, 18, 8, cp.bodyDark);
  s += rect(566, -130, 18, 14, palette.amberPale) + rect(560, -108, 30, 20, p.trim);
  s += rrect(436, -122, 60, 24, 6, p.metal);
  s += path('M448 -96 A62 62 0 0 1 572 -96 Z', cp.bodyDark);
  s += rrect(186, -136, 196, 12, 5, p.trim);
  s += wheel(230, -52, 52, p) + wheel(336, -52, 52, p) + wheel(510, -52, 52, p);
  return { svg: s, x0: -575, x1: 592, h: 342 };
}

// ---------------------------------------------------------------------------------------------

/** Lattice section between two rails, as a zigzag. */
function lattice(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  w: number,
  color: string,
  sw: number,
  step: number,
): string {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const nx = -uy * (w / 2);
  const ny = ux * (w / 2);
  const count = Math.max(2, Math.round(len / step));
  let d = '';
  for (let i = 0; i <= count; i++) {
    const t = (i / count) * len;
    const side = i % 2 === 0 ? 1 : -1;
    const x = x0 + ux * t + nx * side;
    const y = y0 + uy * t + ny * side;
    d += `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`;
  }
  return (
    line(x0 + nx, y0 + ny, x1 + nx, y1 + ny, color, sw * 1.6) +
    line(x0 - nx, y0 - ny, x1 - nx, y1 - ny, color, sw * 1.6) +
    path(d, 'none', `stroke="${color}" stroke-width="${n(sw)}" stroke-linejoin="round"`)
  );
}

export interface CraneOpts {
  height: number;
  jib: number;
  counterJib: number;
  color: string;
  hookAt?: number;
  load?: 'beam' | 'bucket' | 'none';
  /** Scale of member thickness. */
  s?: number;
  flat?: boolean;
}

/** Hammerhead tower crane; mast base at (0,0), jib to the right. */
export function towerCrane(o: CraneOpts): Drawing {
  const s = o.s ?? 1;
  const c = o.color;
  const dark = shade(c, -0.3);
  const mw = 26 * s;
  const H = o.height;
  let out = '';
  out += rect(-mw, -12 * s, mw * 2, 12 * s, palette.slateMid);
  out += lattice(0, 0, 0, -H, mw, c, 2.6 * s, mw * 1.1);
  // slewing unit and cab
  out += rect(-mw * 0.9, -H - 18 * s, mw * 1.8, 18 * s, dark);
  out +=
    rrect(mw * 0.5, -H - 12 * s, 30 * s, 26 * s, 4 * s, c) +
    rect(mw * 0.5 + 16 * s, -H - 8 * s, 12 * s, 12 * s, '#2b3a55');
  // apex
  const apexH = 70 * s;
  out += lattice(0, -H - 18 * s, 0, -H - 18 * s - apexH, mw * 0.8, c, 2.2 * s, mw * 0.9);
  // jib (triangular: top and bottom chords)
  const jy = -H - 18 * s;
  const jh = 16 * s;
  out += lattice(0, jy - jh / 2, o.jib, jy - jh / 2, jh, c, 2.2 * s, jh * 1.4);
  out += lattice(0, jy - jh / 2, -o.counterJib, jy - jh / 2, jh, c, 2.2 * s, jh * 1.4);
  // ties
  const ay = jy - apexH;
  out +=
    line(0, ay, o.jib * 0.62, jy - jh, dark, 2 * s) + line(0, ay, -o.counterJib * 0.9, jy - jh, dark, 2 * s);
  // counterweights
  for (let i = 0; i < 3; i++)
    out += rect(-o.counterJib * 0.9 + i * 14 * s, jy, 12 * s, 34 * s, palette.concrete);
  out += rect(-o.counterJib * 0.9 - 2 * s, jy, 44 * s, 4 * s, dark);
  // trolley, cable, hook, load
  const hx = o.jib * (o.hookAt ?? 0.7);
  const hookY = jy + H * 0.45;
  out += rect(hx - 10 * s, jy, 20 * s, 8 * s, dark);
  out +=
    line(hx - 3 * s, jy + 8 * s, hx - 3 * s, hookY, palette.slate, 1.6 * s) +
    line(hx + 3 * s, jy + 8 * s, hx + 3 * s, hookY, palette.slate, 1.6 * s);
  out +=
    rect(hx - 7 * s, hookY, 14 * s, 12 * s, palette.amber) +
    path(
      `M${n(hx)} ${n(hookY + 12 * s)} q0 10 -7 10`,
      'none',
      `stroke="${palette.slate}" stroke-width="${n(3 * s)}"`,
    );
  if (o.load === 'beam') {
    out +=
      line(hx, hookY + 20 * s, hx - 40 * s, hookY + 46 * s, palette.slate, 1.4 * s) +
      line(hx, hookY + 20 * s, hx + 40 * s, hookY + 46 * s, palette.slate, 1.4 * s);
    out += rect(hx - 60 * s, hookY + 46 * s, 120 * s, 10 * s, '#7c4a2d');
  } else if (o.load === 'bucket') {
    out += poly(
      [
        [hx - 16 * s, hookY + 24 * s],
        [hx + 16 * s, hookY + 24 * s],
        [hx + 10 * s, hookY + 54 * s],
        [hx - 10 * s, hookY + 54 * s],
      ],
      palette.steel,
    );
  }
  return { svg: out, x0: -o.counterJib - 10 * s, x1: o.jib + 10 * s, h: H + 18 * s + apexH };
}

/** Crawler piling rig: tracked base with a tall box leader, a hammer and a pile being driven. */
export function pilingRig(ctx: Ctx, p: Paint, mastH = 540): Drawing {
  let s = track(-230, 120, 74, p);
  s += rect(-120, -98, 150, 24, p.trim);
  // house with counterweight, grille and exhaust
  s += path('M-262 -98 L-262 -160 Q-262 -196 -226 -196 L44 -196 L44 -98 Z', p.body);
  s += path('M-262 -98 L-262 -150 L-170 -150 L-170 -98 Z', p.bodyDark);
  s += rect(-262, -110, 306, 12, p.bodyDark);
  s += hl(-226, -196, 260, '#ffffff');
  for (let i = 0; i < 4; i++) s += rect(-140 + i * 18, -182, 10, 36, p.bodyDark, 'opacity="0.6"');
  s += rect(-80, -234, 10, 40, p.trim);
  s +=
    line(-240, -202, -30, -202, p.trim, 3) +
    line(-200, -202, -200, -196, p.trim, 3) +
    line(-90, -202, -90, -196, p.trim, 3);
  // winch drum
  s += circle(-30, -150, 24, p.trim) + circle(-30, -150, 10, p.metal);
  // cab
  s += poly(
    [
      [-20, -98],
      [-20, -300],
      [46, -300],
      [80, -246],
      [80, -98],
    ],
    p.body,
  );
  s += rect(-24, -308, 74, 10, p.trim);
  s += glassPane(
    ctx,
    [
      [-8, -288],
      [40, -288],
      [66, -246],
      [66, -190],
      [-8, -190],
    ],
    p,
  );
  const mx = 190;
  // backstay and leader foot
  s += beam(-10, -196, mx, -mastH * 0.6, 18, 14, p.bodyDark);
  s += cylinder(60, -112, mx - 4, -150, 18, p);
  // box leader with lattice faces
  const lx = mx - 4;
  s += rect(lx, -mastH, 40, mastH - 36, p.bodyDark);
  s += lattice(lx + 20, -50, lx + 20, -mastH, 34, p.body, 4, 42);
  s +=
    rect(lx - 8, -mastH - 26, 56, 28, p.trim) +
    circle(lx + 20, -mastH - 30, 16, p.trim) +
    circle(lx + 20, -mastH - 30, 6, p.metal);
  // hammer riding in front of the leader, the pile below it
  s +=
    rect(mx - 48, -212, 32, 222, palette.concrete) +
    rect(mx - 48, -212, 10, 222, shade(palette.concrete, 0.15));
  s +=
    rrect(mx - 62, -410, 60, 190, 6, palette.slateMid) +
    rect(mx - 62, -330, 60, 14, palette.amber) +
    rect(mx - 66, -226, 68, 16, palette.slate);
  s += line(mx - 32, -410, lx + 20, -mastH - 30, palette.slate, 3);
  return { svg: s, x0: -265, x1: mx + 50, h: mastH + 50 };
}

// ---------------------------------------------------------------------------------------------

/**
 * River bulkhead vessel (the sand carriers on Bangladesh's rivers) or a small cargo coaster.
 * Waterline at y=0; the hull dips below it.
 */
export function ship(ctx: Ctx, rng: Rng, kind: 'bulkhead' | 'cargo', hullColor: string, name = ''): Drawing {
  let s = '';
  const hull = hullColor;
  const deck = kind === 'bulkhead' ? -40 : -70;
  // hull
  s += path(
    `M-440 ${deck} L430 ${deck} Q470 ${deck} 500 ${deck - 30} L470 24 L-420 24 Q-450 ${deck / 2} -440 ${deck} Z`,
    hull,
  );
  s += path(`M-438 ${deck + 18} L470 ${deck + 18} L462 0 L-432 0 Z`, shade(hull, -0.25));
  s += rect(-440, deck - 6, 930, 10, palette.cream);
  s += path(`M-420 24 L470 24 L466 6 L-426 6 Z`, '#7f1d1d', 'opacity="0.7"');
  if (kind === 'bulkhead') {
    const sand = mix('#d6ad6f', '#c99a55', rng.next());
    s += path(
      `M-250 ${deck} Q-150 ${deck - 120} 0 ${deck - 104} Q140 ${deck - 130} 300 ${deck - 60} L380 ${deck} Z`,
      sand,
    );
    s += path(
      `M-150 ${deck - 80} Q-60 ${deck - 118} 40 ${deck - 100}`,
      'none',
      `stroke="${shade(sand, 0.25)}" stroke-width="6"`,
    );
    s += rect(-260, deck - 20, 650, 20, shade(hull, 0.1));
  } else {
    for (let i = 0; i < 4; i++) {
      const c = [palette.purple700, palette.amber, '#0f766e', '#b91c1c'][i] ?? palette.amber;
      s +=
        rect(-220 + i * 150, deck - 66, 140, 66, c) + rect(-220 + i * 150, deck - 66, 140, 8, shade(c, 0.2));
      for (let k = 0; k < 6; k++) s += rect(-210 + i * 150 + k * 22, deck - 56, 4, 52, shade(c, -0.25));
    }
    s += beam(380, deck, 340, deck - 180, 8, 6, palette.slate);
    s += line(340, deck - 176, 200, deck - 70, palette.slate, 2);
  }
  // wheelhouse at the stern
  s += rect(-420, deck - 110, 160, 110, palette.cream);
  s += rect(-400, deck - 190, 120, 80, palette.cream);
  s += rect(-428, deck - 118, 176, 10, palette.slateMid);
  s += rect(-408, deck - 198, 136, 10, palette.slateMid);
  for (let i = 0; i < 4; i++) s += rect(-406 + i * 36, deck - 92, 24, 22, '#2b3a55');
  for (let i = 0; i < 3; i++) s += rect(-390 + i * 36, deck - 170, 26, 24, '#2b3a55');
  s += rect(-300, deck - 250, 8, 52, palette.slate);
  // flag of Bangladesh
  s += rect(-292, deck - 250, 44, 28, '#006a4e') + circle(-272, deck - 236, 8, '#f42a41');
  s += rect(-350, deck - 230, 16, 32, palette.slateMid);
  if (name) {
    s += `<text x="428" y="${deck + 16}" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="18" fill="#ffffff" text-anchor="middle" letter-spacing="2">${esc(name)}</text>`;
  }
  // tyre fenders
  for (let i = 0; i < 6; i++)
    s += circle(-300 + i * 130, deck + 22, 12, 'none', `stroke="${palette.ink}" stroke-width="6"`);
  return { svg: s, x0: -450, x1: 500, h: -deck + 260 };
}

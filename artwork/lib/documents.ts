/**
 * Paper and plastic: licence certificates in a scanned-document look, and bank-card backgrounds.
 */
import {
  type Ctx,
  type Rng,
  FONT_SANS,
  FONT_SERIF,
  circle,
  esc,
  fitText,
  g,
  line,
  linearGradient,
  mix,
  n,
  path,
  poly,
  radialGradient,
  rect,
  rrect,
  shade,
  wrapText,
} from './core';

export interface CertificateFacts {
  title: string;
  description: string;
  issueYear: number;
  renewal: string;
  holder: string;
  address: string;
  business: string;
}

interface Authority {
  office: string;
  sub: string;
  ink: string;
}

function authorityFor(title: string): Authority {
  const t = title.toLowerCase();
  if (/trade/.test(t))
    return {
      office: 'Dhaka North City Corporation',
      sub: 'Revenue Department, Zone 1 (Uttara)',
      ink: '#1f5f3f',
    };
  if (/tax|tin/.test(t))
    return { office: 'National Board of Revenue', sub: 'Income Tax Department', ink: '#1e3a6e' };
  if (/business|bin|vat/.test(t))
    return {
      office: 'National Board of Revenue',
      sub: 'Value Added Tax Online Registration',
      ink: '#6b2d5c',
    };
  if (/import|export|irc|erc/.test(t))
    return {
      office: 'Office of the Chief Controller of Imports & Exports',
      sub: 'Ministry of Commerce',
      ink: '#7a3b12',
    };
  return {
    office: 'Registrar of Joint Stock Companies and Firms',
    sub: 'Ministry of Commerce',
    ink: '#3b2a6e',
  };
}

const T = (x: number, y: number, size: number, text: string, extra = '', family = FONT_SERIF) =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${family}" font-size="${n(size)}" ${extra}>${esc(text)}</text>`;

/** Government emblem, abstracted: a shapla (water lily) over water inside a ring of rice sheaves. */
function emblem(cx: number, cy: number, r: number, ink: string): string {
  let s = circle(cx, cy, r, 'none', `stroke="${ink}" stroke-width="${n(r * 0.06)}"`);
  s += circle(cx, cy, r * 0.86, 'none', `stroke="${ink}" stroke-width="${n(r * 0.02)}"`);
  for (let i = 0; i < 14; i++) {
    const side = i < 7 ? -1 : 1;
    const k = i % 7;
    const a = Math.PI / 2 + side * (0.5 + k * 0.3);
    const x = cx + Math.cos(a) * r * 0.7;
    const y = cy + Math.sin(a) * r * 0.7;
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.05)}" ry="${n(r * 0.12)}" fill="${ink}" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(x)} ${n(y)})"/>`;
  }
  // lily
  for (const a of [-50, -25, 0, 25, 50]) {
    s += `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.15)}" rx="${n(r * 0.09)}" ry="${n(r * 0.3)}" fill="${ink}" transform="rotate(${a} ${n(cx)} ${n(cy + r * 0.1)})"/>`;
  }
  for (let i = 0; i < 3; i++)
    s += path(
      `M${n(cx - r * 0.45)} ${n(cy + r * (0.28 + i * 0.1))} q${n(r * 0.15)} ${n(-r * 0.06)} ${n(r * 0.3)} 0 t${n(r * 0.3)} 0 t${n(r * 0.3)} 0`,
      'none',
      `stroke="${ink}" stroke-width="${n(r * 0.025)}"`,
    );
  for (const dx of [-0.22, 0, 0.22]) s += circle(cx + dx * r, cy - r * 0.58, r * 0.045, ink);
  return s;
}

/** A QR-like block: finder squares in three corners and seeded modules. */
export function qrBlock(rng: Rng, x: number, y: number, size: number, ink: string): string {
  const N = 25;
  const m = size / N;
  let s = rect(x - m, y - m, size + 2 * m, size + 2 * m, '#ffffff', 'opacity="0.7"');
  const finder = (fx: number, fy: number) =>
    rect(x + fx * m, y + fy * m, 7 * m, 7 * m, ink) +
    rect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m, '#fbf7ec') +
    rect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m, ink);
  let d = '';
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      const inFinder = (r < 8 && c < 8) || (r < 8 && c >= N - 8) || (r >= N - 8 && c < 8);
      if (inFinder || !rng.chance(0.48)) continue;
      d += `M${n(x + c * m)} ${n(y + r * m)}h${n(m)}v${n(m)}h${n(-m)}Z`;
    }
  }
  s += path(d, ink);
  s += finder(0, 0) + finder(N - 7, 0) + finder(0, N - 7);
  return s;
}

/** A round rubber stamp with the text set letter by letter around the ring. */
function stamp(
  cx: number,
  cy: number,
  r: number,
  ink: string,
  ring: string,
  centre: string,
  rot: number,
): string {
  let s = circle(cx, cy, r, 'none', `stroke="${ink}" stroke-width="${n(r * 0.06)}"`);
  s += circle(cx, cy, r * 0.66, 'none', `stroke="${ink}" stroke-width="${n(r * 0.03)}"`);
  const chars = ring.split('');
  const step = 330 / chars.length;
  chars.forEach((ch, i) => {
    const a = -165 + i * step;
    const rad = ((a - 90) * Math.PI) / 180;
    const x = cx + Math.cos(rad) * r * 0.82;
    const y = cy + Math.sin(rad) * r * 0.82;
    s += `<text x="${n(x)}" y="${n(y)}" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(r * 0.17)}" fill="${ink}" text-anchor="middle" dominant-baseline="central" transform="rotate(${n(a)} ${n(x)} ${n(y)})">${esc(ch)}</text>`;
  });
  s += `<text x="${n(cx)}" y="${n(cy + r * 0.08)}" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(r * 0.2)}" fill="${ink}" text-anchor="middle">${esc(centre)}</text>`;
  s +=
    circle(cx - r * 0.35, cy - r * 0.2, r * 0.05, ink) + circle(cx + r * 0.35, cy - r * 0.2, r * 0.05, ink);
  return g(`rotate(${n(rot)} ${n(cx)} ${n(cy)})`, s, 'opacity="0.72"');
}

function signature(rng: Rng, x: number, y: number, w: number, ink: string): string {
  const step = w / 8;
  let d = `M${n(x)} ${n(y)}`;
  for (let i = 0; i < 7; i++) {
    const up = rng.range(20, 55);
    d += ` c${n(step * 0.3)} ${n(-up)} ${n(step * 0.8)} ${n(-up)} ${n(step * 0.6)} ${n(rng.range(-5, 15))}`;
    d += ` s${n(-step * 0.5)} ${n(up * 0.6)} ${n(step * 0.4)} ${n(rng.range(-10, 10))}`;
  }
  d += ` q${n(w * 0.1)} -20 ${n(w * 0.2)} -6`;
  return (
    path(
      d,
      'none',
      `stroke="${ink}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"`,
    ) +
    path(
      `M${n(x - 10)} ${n(y + 12)} q${n(w * 0.5)} -18 ${n(w)} -4`,
      'none',
      `stroke="${ink}" stroke-width="2.4" opacity="0.7"`,
    )
  );
}

/** Ornamental border: double rules with a chain of small diamonds between them, rosettes at corners. */
function border(x: number, y: number, w: number, h: number, ink: string): string {
  let s = rect(x, y, w, h, 'none', `stroke="${ink}" stroke-width="6"`);
  s += rect(x + 34, y + 34, w - 68, h - 68, 'none', `stroke="${ink}" stroke-width="2"`);
  s += rect(x + 12, y + 12, w - 24, h - 24, 'none', `stroke="${ink}" stroke-width="1.5"`);
  const motif = (mx: number, my: number) =>
    poly(
      [
        [mx, my - 8],
        [mx + 8, my],
        [mx, my + 8],
        [mx - 8, my],
      ],
      'none',
      `stroke="${ink}" stroke-width="1.6"`,
    ) + circle(mx, my, 2, ink);
  const step = 24;
  for (let px = x + 40; px <= x + w - 40; px += step) s += motif(px, y + 23) + motif(px, y + h - 23);
  for (let py = y + 40; py <= y + h - 40; py += step) s += motif(x + 23, py) + motif(x + w - 23, py);
  for (const [cx, cy] of [
    [x + 23, y + 23],
    [x + w - 23, y + 23],
    [x + 23, y + h - 23],
    [x + w - 23, y + h - 23],
  ] as const) {
    s += circle(cx, cy, 18, '#fbf7ec') + circle(cx, cy, 16, 'none', `stroke="${ink}" stroke-width="2"`);
    for (let i = 0; i < 8; i++) {
      s += `<ellipse cx="${n(cx)}" cy="${n(cy - 8)}" rx="3.5" ry="7" fill="${ink}" transform="rotate(${i * 45} ${n(cx)} ${n(cy)})"/>`;
    }
  }
  return s;
}

/** Guilloche rosette: overlapping ellipses, the security print behind the body text. */
function guilloche(cx: number, cy: number, r: number, ink: string): string {
  let s = '';
  for (let i = 0; i < 36; i++)
    s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * 0.36)}" fill="none" stroke="${ink}" stroke-width="1" transform="rotate(${i * 5} ${n(cx)} ${n(cy)})"/>`;
  return g('', s, 'opacity="0.07"');
}

export function certificate(ctx: Ctx, rng: Rng, f: CertificateFacts): string {
  const W = ctx.width;
  const H = ctx.height;
  const auth = authorityFor(f.title);
  const ink = auth.ink;
  const text = '#2b2622';
  const paper = linearGradient(
    ctx,
    [
      [0, '#fbf7ec'],
      [0.6, '#f6efdc'],
      [1, '#efe5cc'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let s = rect(0, 0, W, H, '#d8d4cc');
  let p = rect(0, 0, W, H, paper);
  // paper fibres and specks
  for (let i = 0; i < 120; i++)
    p += circle(
      rng.range(0, W),
      rng.range(0, H),
      rng.range(0.6, 1.8),
      '#8a7a5a',
      `opacity="${n(rng.range(0.05, 0.18))}"`,
    );
  p += guilloche(W / 2, H * 0.56, 360, ink);
  p += g('', emblem(W / 2, H * 0.56, 250, ink), 'opacity="0.05"');
  p += border(40, 40, W - 80, H - 80, ink);
  // header
  p += T(
    W - 120,
    118,
    22,
    `No. ${String(rng.int(10000, 99999))}`,
    `fill="${text}" text-anchor="end"`,
    FONT_SANS,
  );
  p += emblem(W / 2, 200, 70, ink);
  const gov = "Government of the People's Republic of Bangladesh";
  p += T(
    W / 2,
    322,
    fitText(gov, 40, W - 460, true),
    gov,
    `fill="${ink}" font-weight="bold" text-anchor="middle"`,
  );
  p += T(W / 2, 372, fitText(auth.office, 32, W - 260), auth.office, `fill="${text}" text-anchor="middle"`);
  p += T(W / 2, 412, 24, auth.sub, `fill="${text}" text-anchor="middle" font-style="italic"`);
  p += line(200, 446, W - 200, 446, ink, 2) + line(260, 456, W - 260, 456, ink, 1);
  // title
  const title = f.title.toUpperCase();
  const ts = fitText(title, 60, W - 420, true);
  p +=
    rrect(W / 2 - 80, 478, 160, 34, 17, ink) +
    T(
      W / 2,
      502,
      18,
      'CERTIFICATE',
      `fill="#fbf7ec" font-weight="bold" text-anchor="middle" letter-spacing="3"`,
      FONT_SANS,
    );
  p += T(W / 2, 590, ts, title, `fill="${ink}" font-weight="bold" text-anchor="middle"`);
  const certify = 'This is to certify that the business described below is duly registered.';
  p += T(
    W / 2,
    654,
    fitText(certify, 28, W - 280),
    certify,
    `fill="${text}" text-anchor="middle" font-style="italic"`,
  );
  // fields
  const rows: [string, string][] = [
    ['Name of Business', f.holder],
    ['Address', f.address],
    ['Nature of Business', f.business],
    ['Date of Issue', `01 July ${f.issueYear}`],
    ['Valid Until / Renewal', f.renewal],
  ];
  let y = 748;
  const lx = 170;
  const vx = 520;
  for (const [k, v] of rows) {
    const lines = wrapText(v, 28, W - vx - 170);
    p += T(lx, y, 26, k, `fill="${text}"`, FONT_SANS);
    p += T(vx - 30, y, 26, ':', `fill="${text}"`);
    lines.forEach((l, i) => {
      p += T(vx, y + i * 38, 28, l, `fill="${text}" font-weight="bold"`);
    });
    y += 36 * lines.length + 6;
    p += line(lx, y - 22, W - 170, y - 22, '#b9ab8c', 1, 'stroke-dasharray="4 6"');
    y += 16;
  }
  // registration text box
  y += 10;
  const regLines = wrapText(f.description, 30, W - 420, true);
  const boxH = 80 + regLines.length * 42;
  p += rrect(170, y, W - 340, boxH, 10, '#ffffff', `fill-opacity="0.45" stroke="${ink}" stroke-width="2.5"`);
  p += T(200, y + 42, 20, 'REGISTRATION', `fill="${ink}" font-weight="bold" letter-spacing="3"`, FONT_SANS);
  regLines.forEach((l, i) => {
    p += T(200, y + 90 + i * 42, 30, l, `fill="${text}" font-weight="bold"`, FONT_SANS);
  });
  // footer: QR, stamp, signature, and the small print under them
  const fy = Math.max(y + boxH + 70, H - 400);
  const note = 'This certificate must be displayed at the place of business.';
  p += T(
    W / 2,
    H - 96,
    fitText(note, 20, W - 360),
    note,
    `fill="${shade(text, 0.25)}" text-anchor="middle" font-style="italic"`,
  );
  p += qrBlock(rng, 170, fy, 190, '#1c1917');
  p += T(170 + 95, fy + 230, 18, 'Verify online', `fill="${text}" text-anchor="middle"`, FONT_SANS);
  const stampInk = rng.pick(['#4338ca', '#6d28d9', '#9f1239', '#1d4ed8']);
  p += stamp(
    W / 2 + 20,
    fy + 90,
    110,
    stampInk,
    ` ${auth.office.toUpperCase()} `.slice(0, 44),
    'DHAKA',
    rng.range(-18, 18),
  );
  p += signature(rng, W - 440, fy + 110, 250, '#1e3a8a');
  p += line(W - 470, fy + 150, W - 170, fy + 150, text, 2);
  p += T(W - 320, fy + 186, 22, 'Authorised Signatory', `fill="${text}" text-anchor="middle"`, FONT_SANS);
  p += T(
    W - 320,
    fy + 216,
    18,
    `Issued ${f.issueYear}`,
    `fill="${shade(text, 0.3)}" text-anchor="middle"`,
    FONT_SANS,
  );
  // scanner shading
  const shadeFill = radialGradient(
    ctx,
    [
      [0, '#000000', 0],
      [0.75, '#000000', 0],
      [1, '#3b2f1e', 0.16],
    ],
    { r: 0.72 },
  );
  p += rect(0, 0, W, H, shadeFill);
  // These are illustrations, not the company's real certificates: say so on the paper, so that no
  // visitor mistakes one for a government document. Replace the file with the real scan to drop it.
  p += T(
    W / 2,
    H / 2,
    150,
    'SPECIMEN',
    `fill="#b91c1c" fill-opacity="0.13" text-anchor="middle" font-weight="700" letter-spacing="24" transform="rotate(-35 ${W / 2} ${H / 2})"`,
    FONT_SANS,
  );
  const rot = rng.range(-0.45, 0.45);
  s += g(
    `rotate(${Math.round(rot * 100) / 100} ${W / 2} ${H / 2}) translate(${W * 0.02} ${H * 0.014}) scale(0.96 0.972)`,
    rect(6, 8, W, H, '#000000', 'opacity="0.12"') + p,
  );
  return s;
}

// ---------------------------------------------------------------------------------------------

export type CardStyle = 'emerald' | 'navy' | 'crimson' | 'violet';

const cardColors: Record<CardStyle, [string, string, string]> = {
  emerald: ['#022c22', '#047857', '#6ee7b7'],
  navy: ['#081233', '#1e40af', '#93c5fd'],
  crimson: ['#450a12', '#b91c3a', '#fda4af'],
  violet: ['#1e0a45', '#6d28d9', '#c4b5fd'],
};

/** 'Dutch-Bangla Bank PLC' -> 'DBBL', 'BRAC Bank PLC' -> 'BRAC', 'Eastern Bank PLC' -> 'EBL'. */
export function initials(name: string): string {
  const words = name
    .replace(/[()]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
  const first = words[0] ?? 'B';
  if (/^[A-Z]{2,4}$/.test(first)) return first;
  const skip = new Set(['of', 'the', 'and', '&', 'plc', 'plc.', 'ltd', 'ltd.', 'limited']);
  const letters = words.filter((w) => !skip.has(w.toLowerCase())).map((w) => w[0]?.toUpperCase() ?? '');
  // Bangladeshi banks abbreviate '... Bank Limited' with a trailing L
  return (letters.join('') + (/\b(plc|ltd|limited)\b/i.test(name) ? 'L' : '')).slice(0, 4);
}

export function bankCard(ctx: Ctx, rng: Rng, bankName: string, style: CardStyle): string {
  const W = ctx.width;
  const H = ctx.height;
  const [deep, mid, light] = cardColors[style];
  const bg = linearGradient(
    ctx,
    [
      [0, mid],
      [0.55, mix(deep, mid, 0.45)],
      [1, deep],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let s = rect(0, 0, W, H, bg);
  // big soft circles
  s += circle(W * 0.88, H * 0.1, H * 0.62, light, 'opacity="0.10"');
  s += circle(W * 1.02, H * 0.95, H * 0.5, '#000000', 'opacity="0.08"');
  // wave ribbons across the lower half
  for (let i = 0; i < 5; i++) {
    const y0 = H * (0.56 + i * 0.08);
    const a = H * rng.range(0.04, 0.08);
    const t = H * (0.025 + i * 0.006);
    const c1 = W * rng.range(0.2, 0.35);
    const c2 = W * rng.range(0.55, 0.75);
    s += path(
      `M0 ${n(y0)} C${n(c1)} ${n(y0 - a * 2)} ${n(c2)} ${n(y0 + a * 2)} ${n(W)} ${n(y0 - a)} L${n(W)} ${n(y0 - a + t)} C${n(c2)} ${n(y0 + a * 2 + t)} ${n(c1)} ${n(y0 - a * 2 + t)} 0 ${n(y0 + t)} Z`,
      i % 2 ? light : '#ffffff',
      `opacity="${n(0.06 + i * 0.012)}"`,
    );
  }
  // fine guilloche lines
  let lines = '';
  for (let i = 0; i < 26; i++) {
    const y0 = H * 0.2 + i * 9;
    lines += path(
      `M${n(W * 0.35)} ${n(y0)} C${n(W * 0.55)} ${n(y0 - 60)} ${n(W * 0.75)} ${n(y0 + 60)} ${n(W)} ${n(y0 - 20)}`,
      'none',
      `stroke="#ffffff" stroke-width="1"`,
    );
  }
  s += g('', lines, 'opacity="0.08"');
  // emblem top-left
  const ex = 84;
  const ey = 84;
  s +=
    circle(ex, ey, 46, '#ffffff', 'opacity="0.95"') +
    circle(ex, ey, 40, 'none', `stroke="${mid}" stroke-width="3"`);
  const ini = initials(bankName);
  const fs = ini.length > 3 ? 19 : ini.length > 2 ? 24 : 30;
  s += `<text x="${ex}" y="${n(ey + fs * 0.36)}" font-family="${FONT_SANS}" font-weight="bold" font-size="${fs}" fill="${deep}" text-anchor="middle">${esc(ini)}</text>`;
  // chip
  const cx = 84;
  const cy = 200;
  const gold = linearGradient(
    ctx,
    [
      [0, '#fde68a'],
      [0.5, '#e2b64a'],
      [1, '#b8862b'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  s += rrect(cx - 4, cy, 92, 70, 12, gold);
  s +=
    line(cx - 4, cy + 24, cx + 88, cy + 24, '#9a6d1c', 1.5) +
    line(cx - 4, cy + 46, cx + 88, cy + 46, '#9a6d1c', 1.5);
  s +=
    line(cx + 28, cy, cx + 28, cy + 70, '#9a6d1c', 1.5) + line(cx + 60, cy, cx + 60, cy + 70, '#9a6d1c', 1.5);
  s += rrect(cx + 28, cy + 24, 32, 22, 4, '#f5d27a');
  // contactless
  for (let i = 0; i < 3; i++)
    s += path(
      `M${cx + 120 + i * 14} ${cy + 14 - i * 6} q${12 + i * 4} ${21 + i * 6} 0 ${42 + i * 12}`,
      'none',
      `stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.8"`,
    );
  // hologram patch bottom-right
  const holo = linearGradient(
    ctx,
    [
      [0, '#e0e7ff'],
      [0.35, '#fbcfe8'],
      [0.7, '#bae6fd'],
      [1, '#fef3c7'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  s += rrect(W - 150, H - 110, 100, 64, 10, holo, 'opacity="0.75"');
  for (let i = 0; i < 4; i++)
    s += circle(W - 100, H - 78, 8 + i * 7, 'none', `stroke="#ffffff" stroke-width="1.5" opacity="0.6"`);
  s += rect(0, 0, W, 6, '#ffffff', 'opacity="0.12"');
  return s;
}

/**
 * Stylised head-and-shoulders portraits, drawn in a 400 x 500 box: head centred at (200, 210).
 * Variation comes from the seeded PRNG plus a few facts about the person (office or field crew,
 * a guess at gender from the name, seniority from the position).
 */
import {
  type Ctx,
  type Rng,
  circle,
  ellipse,
  g,
  linearGradient,
  mix,
  n,
  palette,
  path,
  rect,
  rrect,
  shade,
} from './core';

export interface PersonFacts {
  name: string;
  position: string;
  /** Office staff wear shirts and blazers; field crews hard hats and vests. */
  role: 'office' | 'field' | 'client';
}

const FEMALE_MARKERS = [
  'begum',
  'akter',
  'akhter',
  'aktar',
  'khatun',
  'sultana',
  'nahar',
  'jahan',
  'parvin',
  'parveen',
  'yasmin',
  'nasrin',
  'fatema',
  'fatima',
  'ayesha',
  'aysha',
  'nusrat',
  'tasnim',
  'farzana',
  'sharmin',
  'shirin',
  'rumana',
  'rokeya',
  'salma',
  'shapla',
  'sumaiya',
  'sadia',
  'nadia',
  'tania',
  'jannat',
  'afsana',
  'mariam',
  'marium',
  'israt',
  'tahmina',
  'shamima',
  'nazma',
  'hasina',
  'kulsum',
  'rehana',
  'rahima',
  'taslima',
  'laila',
  'mousumi',
  'moushumi',
  'anika',
  'priya',
  'dipa',
  'rupa',
  'shila',
  'munni',
  'mim',
  'rina',
  'lipi',
  'mitu',
  'farhana',
  'sabina',
  'sabrina',
  'nasima',
  'rabeya',
  'rabia',
  'ruma',
  'shima',
  'papia',
  'lima',
  'tahmina',
  'nargis',
  'jesmin',
  'jasmine',
  'sharmin',
  'umme',
  'zannat',
  'tanjila',
  'tanzila',
  'mahmuda',
  'masuda',
  'morium',
  'nilufar',
  'nazia',
  'rubina',
  'sanjida',
  'sultana',
  'suraiya',
  'tahsin',
  'tamanna',
  'dilruba',
  'khadija',
  'halima',
  'amena',
  'amina',
  'shahnaz',
  'ferdousi',
  'ferdous ara',
  'ara ',
  'mrs',
  'ms.',
  'miss',
];

export function guessFemale(name: string): boolean {
  const words = name.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/);
  const padded = ` ${name.toLowerCase()} `;
  return FEMALE_MARKERS.some((m) => (m.includes(' ') ? padded.includes(` ${m}`) : words.includes(m)));
}

export const skinTones = [
  '#f3cfa6',
  '#e6b488',
  '#dba77a',
  '#d29c6c',
  '#c68d5f',
  '#bd8457',
  '#a26c45',
  '#8c5a3c',
] as const;
const hairColors = ['#151015', '#1f1616', '#2a1d17', '#3b2a20', '#120d0d'] as const;
const backgrounds = [
  ['#ede9fe', '#c4b5fd'],
  ['#fef3c7', '#fcd34d'],
  ['#e0f2fe', '#93c5fd'],
  ['#dcfce7', '#86efac'],
  ['#fce7f3', '#f9a8d4'],
  ['#f5f5f4', '#d6d3d1'],
  ['#ffedd5', '#fdba74'],
  ['#e0e7ff', '#a5b4fc'],
] as const;

export interface Look {
  female: boolean;
  senior: boolean;
  skin: string;
  hair: string;
  bg: readonly [string, string];
  hijab: boolean;
  hairStyle: number;
  facial: 'none' | 'beard' | 'moustache' | 'stubble' | 'goatee';
  glasses: boolean;
  helmet: string | null;
  vest: string | null;
  top: string;
  jacket: string | null;
  tie: string | null;
  scarf: string;
  smile: number;
  /** Half-width of the face at the cheekbones and the chin's y. */
  faceW: number;
  chinY: number;
  eyeStyle: number;
  browTilt: number;
  noseStyle: number;
}

export function chooseLook(rng: Rng, f: PersonFacts): Look {
  const female = guessFemale(f.name);
  const pos = f.position.toLowerCase();
  const senior =
    /chief|chairman|managing|director|ceo|head|senior|proprietor|founder|general manager|foreman|supervisor/.test(
      pos,
    );
  const field = f.role === 'field';
  const hijab = female && rng.chance(field ? 0.85 : 0.6);
  const helmetColors = ['#fbbf24', '#f8fafc', '#f97316', '#6d28d9', '#fbbf24', '#f8fafc'];
  const vestColors = ['#f97316', '#bef264', '#fb923c', '#facc15'];
  const shirt = ['#f8fafc', '#dbeafe', '#e0e7ff', '#fef3c7', '#f1f5f9', '#ede9fe'];
  const jackets = ['#1e293b', '#312e81', '#334155', '#4c1d95', '#44403c', '#1e3a5f'];
  const tees = ['#1e293b', '#334155', '#475569', '#4c1d95', '#7c2d12', '#14532d', '#1e3a8a'];
  const scarves = [
    '#7c2d12',
    '#4c1d95',
    '#0f766e',
    '#9d174d',
    '#1e3a8a',
    '#a16207',
    '#6b21a8',
    '#be185d',
    '#334155',
  ];
  const facialRoll = rng.next();
  return {
    female,
    senior,
    skin: rng.pick(skinTones),
    hair: senior && rng.chance(0.6) ? rng.pick(['#6b6b6b', '#8a8580', '#4a4542']) : rng.pick(hairColors),
    bg: rng.pick(backgrounds),
    hijab,
    hairStyle: rng.int(0, 3),
    facial: female
      ? 'none'
      : facialRoll < 0.3
        ? 'beard'
        : facialRoll < 0.5
          ? 'moustache'
          : facialRoll < 0.62
            ? 'stubble'
            : facialRoll < 0.7
              ? 'goatee'
              : 'none',
    glasses: rng.chance(senior ? 0.55 : f.role === 'office' ? 0.3 : 0.08),
    helmet: field ? rng.pick(helmetColors) : null,
    vest: field ? rng.pick(vestColors) : null,
    top: field ? rng.pick(tees) : rng.pick(shirt),
    jacket:
      f.role === 'office' || f.role === 'client'
        ? rng.chance(female ? 0.5 : 0.75)
          ? rng.pick(jackets)
          : null
        : null,
    tie:
      !female && f.role !== 'field' && rng.chance(0.45)
        ? rng.pick(['#7c2d12', '#4c1d95', '#b45309', '#1e3a8a', '#9f1239'])
        : null,
    scarf: rng.pick(scarves),
    smile: rng.range(0.4, 1),
    faceW: rng.range(66, 78),
    chinY: rng.range(318, 334),
    eyeStyle: rng.int(0, 2),
    browTilt: rng.range(-8, 6),
    noseStyle: rng.int(0, 1),
  };
}

function torso(look: Look): string {
  let s = '';
  const skinDark = shade(look.skin, -0.18);
  // neck
  s += rect(170, 270, 60, 90, skinDark);
  const shoulders = 'M24 500 Q30 378 118 352 Q160 340 200 340 Q240 340 282 352 Q370 378 376 500 Z';
  if (look.vest) {
    s += path(shoulders, look.top);
    s += path('M170 344 Q200 380 230 344 L226 340 Q200 362 174 340 Z', shade(look.top, -0.3));
    // hi-vis vest panels
    s += path('M36 500 Q40 392 118 360 L150 350 L176 500 Z', look.vest);
    s += path('M364 500 Q360 392 282 360 L250 350 L224 500 Z', look.vest);
    for (const y of [420, 462]) {
      s += path(`M${n(40)} ${y} L${n(172)} ${y + 6} L${n(172)} ${y + 20} L${n(38)} ${y + 14} Z`, '#e5e7eb');
      s += path(`M${n(360)} ${y} L${n(228)} ${y + 6} L${n(228)} ${y + 20} L${n(362)} ${y + 14} Z`, '#e5e7eb');
    }
    s += path('M150 350 L176 500 L168 500 L144 354 Z', shade(look.vest, -0.15));
    s += path('M250 350 L224 500 L232 500 L256 354 Z', shade(look.vest, -0.15));
    s += rect(196, 380, 8, 120, shade(look.top, -0.2));
    return s;
  }
  if (look.jacket) {
    s += path(shoulders, look.jacket);
    // shirt V and collar
    s += path('M160 346 L200 470 L240 346 Q200 336 160 346 Z', look.top);
    s += path('M160 346 L186 392 L200 366 L180 340 Z', shade(look.top, -0.08));
    s += path('M240 346 L214 392 L200 366 L220 340 Z', shade(look.top, -0.08));
    if (look.tie)
      s +=
        path('M192 372 L208 372 L214 450 L200 472 L186 450 Z', look.tie) +
        path('M191 360 L209 360 L206 376 L194 376 Z', shade(look.tie, -0.2));
    // lapels
    s += path('M150 350 L200 480 L172 420 L140 376 L158 362 Z', shade(look.jacket, -0.22));
    s += path('M250 350 L200 480 L228 420 L260 376 L242 362 Z', shade(look.jacket, -0.22));
    s += path(
      'M150 350 Q126 370 100 500 L90 500 Q100 380 150 350 Z',
      shade(look.jacket, 0.1),
      'opacity="0.5"',
    );
  } else {
    s += path(shoulders, look.top);
    s += path('M160 346 L184 398 L200 364 L176 338 Z', shade(look.top, -0.1));
    s += path('M240 346 L216 398 L200 364 L224 338 Z', shade(look.top, -0.1));
    s += path('M184 398 L200 364 L216 398 L200 500 Z', shade(look.top, -0.03));
    for (const y of [414, 454, 494]) s += circle(200, y, 3.5, shade(look.top, -0.25));
    if (look.tie)
      s +=
        path('M192 372 L208 372 L214 450 L200 472 L186 450 Z', look.tie) +
        path('M191 360 L209 360 L206 376 L194 376 Z', shade(look.tie, -0.2));
  }
  if (look.female && !look.hijab) {
    // dupatta over one shoulder
    s += path('M248 346 Q320 360 350 420 L376 500 L320 500 Q310 430 240 372 Z', look.scarf);
    s += path('M258 356 Q316 372 338 420', 'none', `stroke="${shade(look.scarf, 0.25)}" stroke-width="4"`);
  }
  return s;
}

function face(look: Look): string {
  let s = '';
  const skin = look.skin;
  const dark = shade(skin, -0.16);
  const w = look.faceW;
  const L = 200 - w;
  const R = 200 + w;
  const chin = look.chinY;
  // ears (covered by a hijab)
  if (!look.hijab) {
    s += ellipse(L - 2, 222, 14, 22, dark) + ellipse(R + 2, 222, 14, 22, dark);
    s += ellipse(L - 2, 224, 6, 12, shade(skin, -0.28));
    s += ellipse(R + 2, 224, 6, 12, shade(skin, -0.28));
  }
  s += path(
    `M${n(L)} 150 Q${n(L - 4)} 246 ${n(L + 30)} ${n(chin - 36)} Q200 ${n(chin + 8)} ${n(R - 30)} ${n(chin - 36)} Q${n(R + 4)} 246 ${n(R)} 150 Q${n(R - 10)} 96 200 94 Q${n(L + 10)} 96 ${n(L)} 150 Z`,
    skin,
  );
  // jaw shading
  s += path(
    `M${n(L + 12)} 250 Q${n(L + 32)} ${n(chin - 22)} 200 ${n(chin - 10)} Q${n(R - 32)} ${n(chin - 22)} ${n(R - 12)} 250 Q${n(R - 20)} ${n(chin - 14)} 200 ${n(chin)} Q${n(L + 20)} ${n(chin - 14)} ${n(L + 12)} 250 Z`,
    dark,
    'opacity="0.5"',
  );
  s +=
    ellipse(158, 252, 16, 9, '#f87171', 'opacity="0.12"') +
    ellipse(242, 252, 16, 9, '#f87171', 'opacity="0.12"');
  // brows
  const browColor = look.senior && look.hair !== '#151015' ? shade(look.hair, -0.1) : '#1a1212';
  const bt = look.browTilt;
  s += rrect(148, 182, 36, look.female ? 6 : 9, 4, browColor, `transform="rotate(${n(-4 + bt)} 166 186)"`);
  s += rrect(216, 182, 36, look.female ? 6 : 9, 4, browColor, `transform="rotate(${n(4 - bt)} 234 186)"`);
  // eyes
  if (look.eyeStyle === 2) {
    for (const x of [166, 234])
      s += path(
        `M${x - 12} 216 Q${x} 206 ${x + 12} 216`,
        'none',
        'stroke="#2a1a12" stroke-width="5" stroke-linecap="round"',
      );
  } else {
    for (const x of [166, 234]) {
      s += ellipse(x, 214, 11, look.eyeStyle === 1 ? 7 : 8, '#ffffff');
      s += circle(x + 1, 214, 6.5, '#2a1a12') + circle(x + 3, 212, 2, '#ffffff');
      if (look.eyeStyle === 1 || look.female)
        s += path(
          `M${x - 13} 211 Q${x} 202 ${x + 13} 211`,
          'none',
          'stroke="#2a1a12" stroke-width="3.5" stroke-linecap="round"',
        );
    }
  }
  // nose
  s +=
    look.noseStyle === 0
      ? path(
          'M200 222 Q192 252 186 258 Q200 266 214 258',
          'none',
          `stroke="${shade(skin, -0.3)}" stroke-width="4" stroke-linecap="round"`,
        )
      : path(
          'M188 256 Q200 266 212 256',
          'none',
          `stroke="${shade(skin, -0.32)}" stroke-width="4" stroke-linecap="round"`,
        ) + ellipse(200, 246, 9, 14, shade(skin, 0.08), 'opacity="0.6"');
  if (look.senior) {
    s += path(
      'M166 262 Q160 276 168 288',
      'none',
      `stroke="${shade(skin, -0.22)}" stroke-width="2.5" opacity="0.7"`,
    );
    s += path(
      'M234 262 Q240 276 232 288',
      'none',
      `stroke="${shade(skin, -0.22)}" stroke-width="2.5" opacity="0.7"`,
    );
  }
  // mouth
  const m = 8 + look.smile * 10;
  s += path(`M176 278 Q200 ${n(282 + m)} 224 278 Q200 284 176 278 Z`, look.female ? '#9f1239' : '#7f1d1d');
  s += path(`M181 280 Q200 ${n(283 + m * 0.35)} 219 280 Q200 284 181 280 Z`, '#ffffff', 'opacity="0.9"');
  if (look.glasses) {
    const fr = look.senior ? '#44403c' : '#1e293b';
    s += rrect(140, 196, 52, 36, 12, '#ffffff', `fill-opacity="0.12" stroke="${fr}" stroke-width="5"`);
    s += rrect(208, 196, 52, 36, 12, '#ffffff', `fill-opacity="0.12" stroke="${fr}" stroke-width="5"`);
    s += path('M192 210 Q200 204 208 210', 'none', `stroke="${fr}" stroke-width="5"`);
    s +=
      path(`M140 206 L${n(L - 2)} 200`, 'none', `stroke="${fr}" stroke-width="4"`) +
      path(`M260 206 L${n(R + 2)} 200`, 'none', `stroke="${fr}" stroke-width="4"`);
  }
  return s;
}

function facialHair(look: Look): string {
  const c = look.hair;
  const L = 200 - look.faceW;
  const R = 200 + look.faceW;
  const chin = look.chinY;
  switch (look.facial) {
    case 'beard':
      return (
        path(
          `M${n(L + 2)} 206 Q${n(L + 4)} ${n(chin - 30)} 200 ${n(chin + 8)} Q${n(R - 4)} ${n(chin - 30)} ${n(R - 2)} 206 Q${n(R - 8)} 262 240 276 Q220 266 200 268 Q180 266 160 276 Q${n(L + 8)} 262 ${n(L + 2)} 206 Z`,
          c,
        ) +
        path('M178 276 Q200 270 222 276 Q214 292 200 292 Q186 292 178 276 Z', look.skin) +
        path('M176 280 Q200 294 224 280 Q200 288 176 280 Z', '#7f1d1d')
      );
    case 'moustache':
      return path('M172 272 Q186 260 200 266 Q214 260 228 272 Q214 272 200 270 Q186 272 172 272 Z', c);
    case 'goatee':
      return (
        path('M174 272 Q186 262 200 267 Q214 262 226 272 Q214 271 200 270 Q186 271 174 272 Z', c) +
        path(`M184 296 Q200 ${n(chin + 2)} 216 296 Q200 304 184 296 Z`, c)
      );
    case 'stubble':
      return path(
        `M${n(L + 8)} 236 Q${n(L + 12)} ${n(chin - 24)} 200 ${n(chin - 2)} Q${n(R - 12)} ${n(chin - 24)} ${n(R - 8)} 236 Q${n(R - 22)} 286 200 296 Q${n(L + 22)} 286 ${n(L + 8)} 236 Z`,
        c,
        'opacity="0.28"',
      );
    default:
      return '';
  }
}

function hairBack(look: Look): string {
  if (look.hijab || !look.female) return '';
  if (look.hairStyle % 2 === 0) {
    // long hair falling behind the shoulders
    return path(
      'M118 170 Q110 100 200 82 Q290 100 282 170 L292 350 Q250 372 200 360 Q150 372 108 350 Z',
      look.hair,
    );
  }
  // bun
  return (
    circle(200, 84, 40, look.hair) +
    path('M118 170 Q110 100 200 82 Q290 100 282 170 Q290 240 262 268 L138 268 Q110 240 118 170 Z', look.hair)
  );
}

function hairFront(look: Look): string {
  const c = look.hair;
  if (look.helmet || look.hijab) return '';
  if (look.female) {
    return path('M126 190 Q118 96 200 88 Q282 96 274 190 Q262 136 214 124 Q190 150 134 178 Z', c);
  }
  switch (look.hairStyle) {
    case 0: // short crop
      return path(
        'M126 186 Q116 96 200 88 Q284 96 274 186 Q268 140 250 132 Q200 150 150 132 Q132 140 126 186 Z',
        c,
      );
    case 1: // side part with volume
      return path(
        'M124 190 Q110 84 206 80 Q292 88 276 184 Q268 136 254 126 Q214 112 168 130 Q146 118 150 104 Q128 130 124 190 Z',
        c,
      );
    case 2: // receding
      return path(
        'M126 190 Q118 120 150 112 Q200 104 250 112 Q282 120 274 190 Q268 150 258 136 Q236 120 200 124 Q164 120 142 136 Q132 150 126 190 Z',
        c,
      );
    default: // wavy top
      return path(
        'M124 188 Q108 98 160 86 Q176 70 204 80 Q230 68 250 86 Q292 100 276 188 Q268 140 250 128 Q224 140 200 130 Q174 142 150 128 Q132 140 124 188 Z',
        c,
      );
  }
}

function hijab(look: Look): string {
  if (!look.hijab) return '';
  const c = look.scarf;
  // the wrap around the face, down over the shoulders
  return (
    path(
      'M200 70 Q300 76 304 200 Q310 290 296 330 Q346 352 354 424 Q280 452 200 456 Q120 452 46 424 Q54 352 104 330 Q90 290 96 200 Q100 76 200 70 Z',
      c,
    ) +
    path(
      'M200 70 Q300 76 304 200 Q306 290 268 336 Q236 356 200 358 Q164 356 132 336 Q94 290 96 200 Q100 76 200 70 Z',
      shade(c, 0.08),
    ) +
    path('M296 330 Q346 352 354 424 Q330 432 312 436 Q310 380 284 346 Z', shade(c, -0.15))
  );
}

function faceOpening(look: Look): string {
  if (!look.hijab) return '';
  // underscarf band
  return path(
    'M130 160 Q140 104 200 100 Q260 104 270 160 Q250 124 200 120 Q150 124 130 160 Z',
    shade(look.scarf, -0.25),
  );
}

function helmet(look: Look): string {
  if (!look.helmet) return '';
  const c = look.helmet;
  const L = 200 - look.faceW;
  const R = 200 + look.faceW;
  const burns = look.hijab
    ? ''
    : path(`M${n(L - 2)} 176 L${n(L + 16)} 176 L${n(L + 12)} 214 L${n(L + 2)} 214 Z`, look.hair) +
      path(`M${n(R + 2)} 176 L${n(R - 16)} 176 L${n(R - 12)} 214 L${n(R - 2)} 214 Z`, look.hair);
  return (
    burns +
    path('M112 178 Q110 80 200 72 Q290 80 288 178 Z', c) +
    path('M190 74 L210 74 L214 176 L186 176 Z', shade(c, -0.08)) +
    path('M132 150 Q140 96 190 80 Q150 110 144 160 Z', '#ffffff', 'opacity="0.35"') +
    rrect(92, 168, 216, 20, 10, shade(c, -0.12)) +
    circle(250, 136, 14, look.helmet === '#6d28d9' ? palette.amber : palette.purple800)
  );
}

function background(ctx: Ctx, rng: Rng, look: Look, field: boolean): string {
  const [a, b] = look.bg;
  const fill = linearGradient(ctx, [
    [0, a],
    [1, mix(a, b, 0.55)],
  ]);
  let s = rect(-200, -200, 800, 900, fill);
  s += circle(200 + rng.range(-40, 40), 220, 190, b, 'opacity="0.35"');
  if (field) {
    // a faint crane on the horizon
    const cx = rng.chance(0.5) ? 40 : 330;
    s += g(
      '',
      rect(cx, 40, 6, 460, b) + rect(cx - 80, 40, 200, 6, b) + rect(cx + 90, 46, 2, 60, b),
      'opacity="0.5"',
    );
  } else {
    s += rrect(
      rng.range(-60, 300),
      rng.range(20, 120),
      160,
      160,
      28,
      '#ffffff',
      `opacity="0.22" transform="rotate(${n(rng.range(-20, 20))} 200 200)"`,
    );
  }
  return s;
}

/** The avatar markup in the 400 x 500 box. */
export function portrait(ctx: Ctx, rng: Rng, facts: PersonFacts): string {
  const look = chooseLook(rng, facts);
  return (
    background(ctx, rng, look, facts.role === 'field') +
    hairBack(look) +
    torso(look) +
    hijab(look) +
    face(look) +
    faceOpening(look) +
    facialHair(look) +
    hairFront(look) +
    helmet(look)
  );
}

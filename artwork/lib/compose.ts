/**
 * Picks a subject for an item from its words and composes whole pictures for each image folder.
 */
import { type Ctx, type Rng, at, circle, g, linearGradient, mix, n, palette, rect, shade } from './core';
import type { Drawing, Paint } from './drawing';
import * as B from './buildings';
import * as I from './interiors';
import * as M from './machines';
import * as Mat from './materials';
import * as S from './scene';

export type Subject =
  | 'building'
  | 'tower'
  | 'crane'
  | 'excavator'
  | 'bulldozer'
  | 'loader'
  | 'backhoe'
  | 'dumpTruck'
  | 'tipper'
  | 'pickup'
  | 'mixer'
  | 'generator'
  | 'roller'
  | 'road'
  | 'ship'
  | 'piling'
  | 'sand'
  | 'stone'
  | 'brickChips'
  | 'bricks'
  | 'cement'
  | 'steel'
  | 'pipes'
  | 'paint'
  | 'tiles'
  | 'carpentry'
  | 'blueprint'
  | 'renovation'
  | 'interior'
  | 'bitumen'
  | 'earthwork'
  | 'fleet'
  | 'foundation'
  | 'lowbed'
  | 'paver'
  | 'boulders'
  | 'plumbing'
  | 'yard';

/** Ordered keyword rules; the first match wins. */
const RULES: readonly [RegExp, Subject][] = [
  [/pil(e|ing)/, 'piling'],
  [/earth ?work|excavation|land ?develop|site ?prep/, 'earthwork'],
  [/excavat|digger/, 'excavator'],
  [/bulldoz|dozer/, 'bulldozer'],
  [/backhoe/, 'backhoe'],
  [/loader|pay ?loader/, 'loader'],
  [/low.?bed|prime mover|trailer|float/, 'lowbed'],
  [/mixer|ready.?mix|transit/, 'mixer'],
  [/pick.?up|covered van|\bvan\b/, 'pickup'],
  [/tipper|medium vehicle/, 'tipper'],
  [/dump|truck|lorry|heavy vehicle/, 'dumpTruck'],
  [/generat|genset|\bkva\b|power/, 'generator'],
  [/roller|compactor|compaction/, 'roller'],
  [/paver|finisher/, 'paver'],
  [/bitumen/, 'bitumen'],
  [/road|asphalt|pavement|highway|carpeting/, 'road'],
  [/ship|vessel|bulk ?head|barge|boat|cargo|lighter|dredg/, 'ship'],
  [/crane|hoist|lifting/, 'crane'],
  [/brick chip|khoa|brick ?bat/, 'brickChips'],
  [/boulder/, 'boulders'],
  [/sand|silt/, 'sand'],
  [/stone|chip|gravel|aggregate|shingle/, 'stone'],
  [/brick|block/, 'bricks'],
  [/cement|concrete|mortar/, 'cement'],
  [/steel|\brods?\b|rebar|\bms\b|iron|tmt/, 'steel'],
  [/plumb|sanitar|bathroom/, 'plumbing'],
  [/pipe|water ?line|drain/, 'pipes'],
  [/paint|colou?r|coating|polish/, 'paint'],
  [/tile|tiling|floor|marble|granite/, 'tiles'],
  [/carpent|wood|timber|door|furniture|joinery/, 'carpentry'],
  [/renovat|repair|maintenance|refurb|remodel|retrofit/, 'renovation'],
  [/interior|fit.?out|decor|finishing/, 'interior'],
  [/design|plan|consult|management|supervis|survey|architect|engineering|estimat|drawing/, 'blueprint'],
  [/foundation|base|wall|masonry|structur/, 'foundation'],
  [/rent|hire|equipment|fleet|machinery/, 'fleet'],
  [/supply|material|yard|deliver/, 'yard'],
  [/residential|apartment|housing|tower|commercial|complex|finished|handover/, 'tower'],
  [/construct|build|civil|develop|project/, 'building'],
];

/** Manufacturer liveries, so two machines of one kind still look different. */
const LIVERIES: readonly [RegExp, string][] = [
  [/komatsu/, '#f3b61f'],
  [/hitachi/, '#ee7623'],
  [/caterpillar|\bcat\b/, '#f5a30b'],
  [/jcb/, '#fbbf24'],
  [/liugong/, '#e9a21a'],
  [/sakai/, '#f2c230'],
  [/volvo/, '#e8b31b'],
  [/sany/, '#d9412b'],
  [/xcmg/, '#f0b400'],
  [/hyundai/, '#f2b705'],
  [/hino/, '#e2e8f0'],
  [/tata/, '#1e40af'],
  [/ashok/, '#b91c1c'],
  [/cummins/, '#b91c1c'],
];

export function liveryFor(text: string): string | null {
  const t = text.toLowerCase();
  for (const [re, c] of LIVERIES) if (re.test(t)) return c;
  return null;
}

export function subjectFor(...texts: string[]): { subject: Subject; matched: boolean } {
  const t = texts.join(' ').toLowerCase();
  for (const [re, subject] of RULES) if (re.test(t)) return { subject, matched: true };
  return { subject: 'building', matched: false };
}

// ---------------------------------------------------------------------------------------------

/** Places a drawing with its ground line at groundY, centred on cx, fitted into maxW x maxH. */
export function place(
  d: Drawing,
  cx: number,
  groundY: number,
  maxW: number,
  maxH: number,
  flip = false,
): { svg: string; scale: number; w: number } {
  const w = d.x1 - d.x0;
  const scale = Math.min(maxW / w, maxH / d.h);
  const mid = (d.x0 + d.x1) / 2;
  const sx = flip ? -scale : scale;
  return {
    svg: g(
      `translate(${n(cx - mid * sx)} ${n(groundY)}) scale(${Math.round(sx * 1000) / 1000} ${Math.round(scale * 1000) / 1000})`,
      d.svg,
    ),
    scale,
    w: w * scale,
  };
}

const MOOD_CYCLE: readonly S.MoodName[] = [
  'day',
  'dawn',
  'lavender',
  'haze',
  'dusk',
  'day',
  'lavender',
  'dawn',
];

export function moodFor(index: number, rng: Rng, allowNight = false): S.Mood {
  const name = at(MOOD_CYCLE, index + (rng.chance(0.15) ? 1 : 0));
  return S.moods[allowNight && name === 'dusk' && rng.chance(0.3) ? 'night' : name];
}

interface Outdoor {
  horizon: number;
  city?: boolean;
  trees?: boolean;
  cranes?: number;
  tone?: string;
  mosque?: boolean;
  cityScale?: number;
}

/** Sky, sun, clouds, skyline, tree line and ground. */
export function outdoor(ctx: Ctx, rng: Rng, mood: S.Mood, o: Outdoor): string {
  const W = ctx.width;
  const s = W / 1200;
  let out = S.sky(ctx, mood, o.horizon);
  const sunX = rng.range(0.12, 0.88) * W;
  const sunY =
    o.horizon * (mood.name === 'dusk' || mood.name === 'dawn' ? rng.range(0.62, 0.85) : rng.range(0.2, 0.4));
  out += S.sun(ctx, mood, sunX, sunY, (mood.name === 'dusk' ? 46 : 36) * s);
  out +=
    mood.name === 'dusk' || mood.name === 'dawn'
      ? S.wisps(ctx, mood, rng, 5, o.horizon * 0.7)
      : S.clouds(ctx, mood, rng, rng.int(2, 4), o.horizon * 0.5);
  if (o.cranes) {
    for (let i = 0; i < o.cranes; i++) {
      const c = M.towerCrane({
        height: rng.range(200, 300) * s,
        jib: rng.range(150, 220) * s,
        counterJib: 70 * s,
        color: mix(mood.far, mood.near, 0.5),
        s: s * 0.7,
        load: 'none',
      });
      out += g(
        `translate(${n(rng.range(0.1, 0.9) * W)} ${n(o.horizon)})${rng.chance(0.5) ? ' scale(-1 1)' : ''}`,
        c.svg,
        'opacity="0.75"',
      );
    }
  }
  if (o.city !== false)
    out += S.cityLayers(ctx, mood, rng.fork('city'), o.horizon, {
      scale: o.cityScale ?? 1,
      mosque: o.mosque,
    });
  if (o.trees !== false) {
    const treeColor = mix(mix('#4d7c5a', mood.near, mood.darkness * 0.6 + 0.1), mood.horizon, 0.15);
    out += S.treeLine(ctx, rng.fork('trees'), o.horizon + 2 * s, 0.55 * s, treeColor);
  }
  out += S.ground(ctx, mood, o.horizon, o.tone);
  out += S.groundTexture(ctx, mood, rng.fork('tex'), o.horizon, o.tone);
  return out;
}

/** Grades the whole frame towards the mood: dims subjects a little at dusk. */
function grade(ctx: Ctx, mood: S.Mood): string {
  if (mood.darkness < 0.2) return '';
  return rect(0, 0, ctx.width, ctx.height, mood.near, `opacity="${n(mood.darkness * 0.22)}"`);
}

function paintFor(index: number, rng: Rng, words = ''): Paint {
  return M.makePaint(liveryFor(words) ?? at(M.machineColors, index + rng.int(0, 1)));
}

export const MATERIAL_TONES = {
  sand: ['#d8b070', '#caa062', '#e0bf86'],
  stone: ['#9ca3af', '#6b7280', '#b8b2a7', '#7d7870', '#a8a29e'],
  boulders: ['#8f8a82', '#a8a29e', '#78716c', '#9a9184', '#b5ada2'],
  brickChips: ['#b4532a', '#9a4322', '#c76a3c', '#8f3c1f'],
} as const;

function sandTone(words: string, rng: Rng): { color: string; coarse: boolean } {
  const t = words.toLowerCase();
  if (/sylhet|coarse|golden|red/.test(t)) return { color: '#dba457', coarse: true };
  if (/local|fine|filling|grey|gray|river/.test(t)) return { color: '#c9b896', coarse: false };
  return { color: rng.pick(MATERIAL_TONES.sand), coarse: rng.chance(0.5) };
}

interface Placed {
  d: Drawing;
  tall?: boolean;
  wide?: boolean;
  /** Stand a tower crane beside it. */
  crane?: boolean;
}

/** The subject drawing for an outdoor card. */
function subjectDrawing(
  ctx: Ctx,
  rng: Rng,
  subject: Subject,
  index: number,
  mood: S.Mood,
  words: string,
): Placed {
  const p = paintFor(index, rng, words);
  switch (subject) {
    case 'excavator':
      return { d: M.excavator(ctx, p, at(['reach', 'raised', 'dig'] as const, index + rng.int(0, 1))) };
    case 'bulldozer':
      return { d: M.bulldozer(ctx, p, rng.chance(0.6)) };
    case 'loader':
      return { d: M.wheelLoader(ctx, p, rng.chance(0.4)) };
    case 'backhoe':
      return { d: M.backhoe(ctx, p) };
    case 'dumpTruck':
      return {
        d: M.dumpTruck(ctx, M.makePaint(at(M.machineColors, index)), {
          cab: liveryFor(words) ?? rng.pick([palette.purple700, palette.slateMid, '#1e40af']),
          load: rng.pick(MATERIAL_TONES.sand),
          raised: false,
        }),
      };
    case 'tipper':
      return {
        d: M.pickup(ctx, M.makePaint(at(['#f97316', '#f5a30b', '#dc6b2f'], index)), {
          pickup: false,
          load: rng.pick(['#9ca3af', '#b4532a', ...MATERIAL_TONES.sand]),
          cab: liveryFor(words) ?? undefined,
        }),
        wide: true,
      };
    case 'pickup':
      return {
        d: M.pickup(
          ctx,
          M.makePaint(rng.pick(['#e2e8f0', '#f8fafc', palette.purple700, '#1e40af', '#b91c1c'])),
          { pickup: true, load: rng.chance(0.5) ? rng.pick(MATERIAL_TONES.sand) : undefined },
        ),
      };
    case 'lowbed':
      return {
        d: M.lowBed(
          ctx,
          M.makePaint('#f5a30b'),
          rng.pick(['#b91c1c', '#1e40af', palette.purple700]),
          M.makePaint(rng.pick(['#f3b61f', '#ee7623'])),
        ),
        wide: true,
      };
    case 'mixer':
      return { d: M.mixerTruck(ctx, M.makePaint('#e2e8f0'), p.body) };
    case 'generator':
      return {
        d: M.generator(
          ctx,
          M.makePaint(liveryFor(words) ?? rng.pick([palette.purple700, '#f5a30b', '#15803d', '#1e40af'])),
          rng.chance(0.4),
        ),
      };
    case 'roller':
      return { d: M.roadRoller(ctx, p, rng.chance(0.3)) };
    case 'piling':
      return { d: M.pilingRig(ctx, p), tall: true };
    case 'sand': {
      const { color, coarse } = sandTone(words, rng);
      return { d: Mat.sandPile(ctx, rng, color, true, coarse), wide: true };
    }
    case 'stone':
      return { d: Mat.aggregatePile(ctx, rng, MATERIAL_TONES.stone), wide: true };
    case 'boulders':
      return { d: Mat.boulderPile(ctx, rng, MATERIAL_TONES.boulders), wide: true };
    case 'brickChips':
      return { d: Mat.aggregatePile(ctx, rng, MATERIAL_TONES.brickChips, 1.15), wide: true };
    case 'bricks':
    case 'foundation':
      return { d: Mat.brickStacks(ctx, rng, rng.pick(['#b4532a', '#a8461f', '#c0622f'])), wide: true };
    case 'cement':
      return {
        d: Mat.cementBags(ctx, rng, rng.pick([palette.purple700, '#b91c1c', '#15803d', '#1d4ed8'])),
        wide: true,
      };
    case 'steel':
      return { d: Mat.steelRods(ctx, rng), wide: true };
    case 'pipes':
      return { d: Mat.pipes(ctx, rng), wide: true };
    case 'bitumen':
      return { d: Mat.drums(ctx, rng, '#1f2937') };
    case 'tower':
      return {
        d: B.tower(ctx, rng, {
          kind: rng.chance(0.5) ? 'residential' : 'commercial',
          floors: 12,
          bays: 5,
          bay: 60,
          floorH: 42,
          body: rng.pick(['#f5f0e6', '#ece6f5', '#e9e4da']),
          accent: rng.pick([palette.purple700, palette.amber]),
          glass: rng.pick(['#7aa2d6', '#8fb3c9', '#9aa7d8']),
          side: 60,
          dusk: mood.darkness > 0.3,
        }),
        tall: true,
      };
    default:
      return { d: frame(ctx, rng, mood), tall: true, crane: true };
  }
}

function frame(ctx: Ctx, rng: Rng, mood: S.Mood, floors = rng.int(7, 9)): Drawing {
  return B.underConstruction(ctx, rng, {
    floors,
    bays: 5,
    bay: 90,
    floorH: 60,
    done: rng.int(1, 2),
    brick: rng.int(2, 3),
    scaffold: rng.pick(['left', 'right'] as const),
    net: rng.chance(0.6),
    plaster: rng.pick(['#efe7da', '#e7dff0', '#f2e6d0']),
    accent: rng.pick([palette.purple700, palette.amber]),
    dusk: mood.darkness > 0.3,
  });
}

const INDOOR: ReadonlySet<Subject> = new Set([
  'paint',
  'tiles',
  'carpentry',
  'renovation',
  'interior',
  'blueprint',
  'plumbing',
]);
const MATERIAL: ReadonlySet<Subject> = new Set([
  'sand',
  'stone',
  'boulders',
  'brickChips',
  'bricks',
  'cement',
  'steel',
  'pipes',
  'bitumen',
  'foundation',
]);

/** A 4:3 card picture (services, equipment, supply). `words` are the item's own words (brand, kind). */
export function card(ctx: Ctx, subject: Subject, index: number, caption: string | null, words = ''): string {
  const rng = ctx.rng;
  let out = '';
  if (INDOOR.has(subject)) out += indoorCard(ctx, rng, subject, index);
  else if (subject === 'ship') {
    const kind = /cargo|container/i.test(words) && !/bulk ?head|sand/i.test(words) ? 'cargo' : 'bulkhead';
    const hullName = (/\bMV\.?\s+([\w-]+)/i.exec(words)?.[1] ?? '').toUpperCase();
    out += riverScene(ctx, rng, moodFor(index, rng), kind, 0.5, 0.8, hullName);
  } else if (subject === 'road') out += roadScene(ctx, rng, moodFor(index, rng), index, 'roller');
  else if (subject === 'paver') out += roadScene(ctx, rng, moodFor(index, rng), index, 'paver');
  else if (subject === 'fleet')
    out += fleetScene(ctx, rng, moodFor(index, rng), index, 0.02, 0.98, true, 0.84);
  else if (subject === 'yard') out += yardScene(ctx, rng, moodFor(index, rng), index);
  else out += outdoorCard(ctx, rng, subject, index, words);
  out += S.vignette(ctx, 0.28);
  if (caption) out += S.label(ctx, caption);
  return out;
}

function outdoorCard(ctx: Ctx, rng: Rng, subject: Subject, index: number, words: string): string {
  const W = ctx.width;
  const H = ctx.height;
  const mood = moodFor(index, rng);
  const horizon = H * rng.range(0.56, 0.63);
  const isMat = MATERIAL.has(subject);
  let out = outdoor(ctx, rng, mood, {
    horizon,
    cranes:
      subject === 'crane' || subject === 'piling' || subject === 'building' ? 0 : rng.int(0, isMat ? 1 : 2),
    tone: isMat
      ? rng.pick([mood.ground, shade(mood.ground, -0.06), mix(mood.ground, '#9c8f7c', 0.4)])
      : undefined,
    mosque: rng.chance(0.3),
  });
  const groundY = H * 0.88;

  if (subject === 'crane') {
    // the crane working over a rising frame
    const b = frame(ctx, rng, mood, 6);
    const pb = place(b, W * 0.66, groundY, W * 0.44, H * 0.5);
    const cr = M.towerCrane({
      height: H * 0.72,
      jib: W * 0.5,
      counterJib: W * 0.14,
      color: paintFor(index, rng, words).body,
      s: 1.5,
      load: rng.pick(['beam', 'bucket'] as const),
      hookAt: 0.78,
    });
    out += S.shadow(ctx, W * 0.66, groundY, pb.w * 0.6, H * 0.03) + pb.svg;
    out += g(`translate(${n(W * 0.3)} ${n(groundY)})`, cr.svg);
    return out + grade(ctx, mood);
  }
  if (subject === 'earthwork') {
    // excavator digging a cut, loading a truck
    const soil = '#9a6a45';
    out += `<path d="M0 ${n(groundY + 10)} L${n(W * 0.42)} ${n(groundY + 10)} Q${n(W * 0.5)} ${n(groundY + 60)} ${n(W * 0.62)} ${n(groundY + 60)} L${n(W)} ${n(groundY + 60)} L${n(W)} ${n(H)} L0 ${n(H)} Z" fill="${shade(soil, -0.2)}" opacity="0.45"/>`;
    const truck = M.dumpTruck(ctx, M.makePaint(at(M.machineColors, index + 2)), {
      cab: palette.purple700,
      load: soil,
    });
    const pt = place(truck, W * 0.73, H * 0.78, W * 0.4, H * 0.22);
    out += S.shadow(ctx, W * 0.73, H * 0.78, pt.w * 0.5, H * 0.02) + pt.svg;
    const mound = Mat.sandPile(ctx, rng.fork('soil'), soil, false);
    out += place(mound, W * 0.18, groundY + 4, W * 0.4, H * 0.18).svg;
    const exc = M.excavator(ctx, paintFor(index, rng, words), 'dig');
    const pe = place(exc, W * 0.4, groundY, W * 0.56, H * 0.46);
    out += S.shadow(ctx, W * 0.4, groundY, pe.w * 0.5, H * 0.03) + pe.svg;
    return out + grade(ctx, mood);
  }
  if (subject === 'piling') {
    // precast piles stacked on the left, pile heads already cut to level
    let piles =
      rect(W * 0.04, groundY - 16, 26, 16, '#7a5230') + rect(W * 0.04 + 220, groundY - 16, 26, 16, '#7a5230');
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3 - r; c++) {
        const x = W * 0.02 + c * 42 + r * 21;
        const y = groundY - 16 - r * 40;
        piles +=
          rect(x + 40, y - 38, 280, 38, palette.concrete) +
          rect(x + 40, y - 38, 280, 8, shade(palette.concrete, 0.2));
        piles +=
          rect(x, y - 38, 40, 38, shade(palette.concrete, -0.2)) +
          circle(x + 20, y - 19, 5, palette.slateMid);
      }
    out += piles;
    for (let i = 0; i < 4; i++) {
      const x = W * (0.72 + i * 0.07);
      out +=
        rect(x - 14, groundY - 26 + i * 4, 28, 26, palette.concrete) +
        circle(x, groundY - 26 + i * 4, 14, shade(palette.concrete, 0.15));
    }
    const rig = M.pilingRig(ctx, paintFor(index, rng, words));
    const pr = place(rig, W * 0.56, groundY, W * 0.6, H * 0.8);
    out += S.shadow(ctx, W * 0.56, groundY, pr.w * 0.5, H * 0.03) + pr.svg;
    return out + grade(ctx, mood);
  }

  const { d, tall, wide, crane } = subjectDrawing(ctx, rng, subject, index, mood, words);
  if (crane) {
    const left = rng.chance(0.5);
    const cr = M.towerCrane({
      height: H * 0.66,
      jib: W * 0.36,
      counterJib: W * 0.1,
      color: palette.amber,
      s: 1.3,
      load: 'beam',
      hookAt: 0.7,
    });
    out += g(`translate(${n(W * (left ? 0.14 : 0.86))} ${n(H * 0.9)})${left ? '' : ' scale(-1 1)'}`, cr.svg);
  }
  const gY = H * (tall ? 0.9 : 0.86);
  const maxW = W * (wide ? 0.86 : tall ? 0.7 : 0.76);
  const maxH = H * (tall ? 0.78 : 0.6);
  const flip = !tall && index % 2 === 1;
  // background props for depth
  if (!tall && !isMat && rng.chance(0.7)) {
    const prop = Mat.sandPile(ctx, rng.fork('prop'), rng.pick(MATERIAL_TONES.sand), false);
    out += g(
      '',
      place(prop, W * (flip ? 0.82 : 0.18), horizon + H * 0.06, W * 0.32, H * 0.12).svg,
      'opacity="0.9"',
    );
  }
  if (isMat) {
    const prop = at(['truck', 'ship', 'none', 'loader'] as const, index);
    if (prop === 'truck') {
      const truck = M.dumpTruck(ctx, M.makePaint(at(M.machineColors, index + 1)), {
        cab: palette.purple700,
        raised: true,
      });
      out += g('', place(truck, W * 0.82, horizon + H * 0.05, W * 0.24, H * 0.12, true).svg, 'opacity="0.9"');
    } else if (prop === 'loader') {
      const l = M.wheelLoader(ctx, M.makePaint(at(M.machineColors, index + 2)), true);
      out += g('', place(l, W * 0.16, horizon + H * 0.06, W * 0.2, H * 0.12).svg, 'opacity="0.9"');
    } else if (prop === 'ship') {
      out += S.water(ctx, mood, rng.fork('w'), horizon, horizon + H * 0.07);
      out += rect(0, horizon + H * 0.07, W, 4, shade(mood.ground, -0.2));
      const sh = M.ship(ctx, rng.fork('ship'), 'bulkhead', palette.purple900);
      out += place(sh, W * 0.72, horizon + H * 0.05, W * 0.42, H * 0.14, true).svg;
    }
  }
  const placed = place(d, W / 2, gY, maxW, maxH, flip);
  out += S.shadow(ctx, W / 2, gY, placed.w * 0.55, H * 0.035);
  out += placed.svg;
  return out + grade(ctx, mood);
}

function indoorCard(ctx: Ctx, rng: Rng, subject: Subject, index: number): string {
  const W = ctx.width;
  const H = ctx.height;
  const mood = moodFor(index, rng);
  const paintColor = rng.pick([palette.violet, '#7dd3c0', '#f4a261', '#8fb3e8', '#e9a3c0']);
  switch (subject) {
    case 'blueprint':
      return I.blueprintDesk(ctx, rng, rng.pick(['#1e4fa3', '#1d3f8f', '#24509e']));
    case 'interior':
      return I.lobby(
        ctx,
        rng,
        mood,
        rng.pick([palette.purple700, '#0f766e', '#9f1239']),
        rng.pick(['#f1ece3', '#ece8f3']),
        'slats',
      );
    case 'renovation':
      return I.renovationRoom(ctx, rng, mood, paintColor);
    case 'plumbing':
      return I.plumbingRoom(ctx, rng, mood);
    case 'tiles':
      return I.tilingRoom(
        ctx,
        rng,
        mood,
        rng.pick(['#f5f5f4', '#f1ede4', '#e0e7ff']),
        rng.pick(['#d6d3d1', '#c9bfae', '#c7d2fe']),
      );
    default: {
      const wall = rng.pick(['#efe9df', '#e9e4f2', '#f3ead8']);
      const r = I.room(ctx, rng, {
        wall,
        floorA: '#d9cfbf',
        floorB: '#cbbfac',
        ceiling: shade(wall, -0.08),
        mood,
        back: { x0: 0.22, y0: 0.08, x1: 0.9, y1: 0.66 },
      });
      let out = r.svg;
      const d = subject === 'paint' ? Mat.paintWall(ctx, rng, wall, paintColor) : Mat.carpentry(ctx, rng);
      const groundY = H * 0.9;
      const placed = place(d, W * 0.58, groundY, W * (subject === 'paint' ? 0.66 : 0.8), H * 0.66);
      out += S.shadow(ctx, W * 0.58, groundY, placed.w * 0.55, H * 0.03);
      out += placed.svg;
      return out;
    }
  }
}

/** River with a far bank, the vessel on the water and its reflection. */
export function riverScene(
  ctx: Ctx,
  rng: Rng,
  mood: S.Mood,
  kind: 'bulkhead' | 'cargo',
  cx: number,
  shipW: number,
  name = '',
): string {
  const W = ctx.width;
  const H = ctx.height;
  const horizon = H * 0.5;
  let out = S.sky(ctx, mood, horizon);
  out += S.sun(ctx, mood, W * rng.range(0.15, 0.85), horizon * rng.range(0.35, 0.8), 40 * (W / 1200));
  out += S.clouds(ctx, mood, rng, 3, horizon * 0.5);
  out += S.cityLayers(ctx, mood, rng.fork('city'), horizon, { scale: 0.8, mosque: rng.chance(0.5) });
  out += S.treeLine(ctx, rng.fork('bank'), horizon + 4, 0.4 * (W / 1200), mix('#4d7c5a', mood.near, 0.4));
  out += rect(0, horizon, W, 8 * (W / 1200), mix(mood.ground, mood.far, 0.3));
  out += S.water(ctx, mood, rng.fork('water'), horizon + 8 * (W / 1200), H);
  // a country boat in the distance
  const bx = W * rng.range(0.1, 0.3);
  const by = horizon + H * 0.08;
  out +=
    `<path d="M${n(bx - 40)} ${n(by)} Q${n(bx)} ${n(by + 14)} ${n(bx + 40)} ${n(by)} Z" fill="${shade(mood.near, -0.3)}"/>` +
    rect(bx - 2, by - 40, 3, 40, shade(mood.near, -0.3)) +
    `<path d="M${n(bx + 2)} ${n(by - 38)} L${n(bx + 26)} ${n(by - 6)} L${n(bx + 2)} ${n(by - 6)} Z" fill="${mix(mood.cloud, mood.near, 0.2)}"/>`;
  const d = M.ship(ctx, rng, kind, rng.pick(['#1e293b', '#7f1d1d', '#14532d', palette.purple900]), name);
  const y = H * 0.78;
  // never mirror a named hull: the name would read backwards
  const placed = place(d, W * cx, y, W * shipW, H * 0.42, !name && rng.chance(0.5));
  out += g(`translate(0 ${n(2 * y)}) scale(1 -1)`, placed.svg, 'opacity="0.18"');
  out += placed.svg;
  for (let i = 0; i < 8; i++)
    out += rect(
      W * cx - placed.w / 2 + rng.range(0, placed.w),
      y + rng.range(6, 30),
      rng.range(30, 90),
      3,
      '#ffffff',
      'opacity="0.35"',
    );
  return out + grade(ctx, mood);
}

/** A road being built, seen from the side: fresh asphalt behind the paver, base course ahead of it. */
export function roadScene(
  ctx: Ctx,
  rng: Rng,
  mood: S.Mood,
  index: number,
  focus: 'roller' | 'paver',
): string {
  const W = ctx.width;
  const H = ctx.height;
  const horizon = H * 0.56;
  let out = outdoor(ctx, rng, mood, { horizon, cranes: 0 });
  const top = H * 0.68;
  const bottom = H * 0.97;
  const ground = H * 0.9;
  const p = paintFor(index, rng);
  // place the paver first: the join between finished and unfinished surface is at its screed
  const pav = M.paver(ctx, focus === 'paver' ? p : M.makePaint(at(M.machineColors, index + 2)));
  const pavX = W * (focus === 'paver' ? 0.6 : 0.72);
  const pp = place(
    pav,
    pavX,
    ground,
    W * (focus === 'paver' ? 0.7 : 0.44),
    H * (focus === 'paver' ? 0.5 : 0.36),
  );
  const join = pavX + (-240 - (pav.x0 + pav.x1) / 2) * pp.scale;
  const asphalt = linearGradient(ctx, [
    [0, '#3f3f48'],
    [1, '#24242b'],
  ]);
  out += rect(0, top - H * 0.012, W, H * 0.012, '#d6d3d1');
  out += rect(0, top, join, bottom - top, asphalt);
  out += rect(join, top, W - join, bottom - top, '#9a8f80');
  for (let i = 0; i < 140; i++)
    out += circle(
      join + rng.range(0, W - join),
      rng.range(top + 4, bottom - 4),
      rng.range(1.5, 4),
      rng.chance(0.5) ? '#7d7366' : '#b3a898',
    );
  for (let x = W * 0.02; x < join - W * 0.1; x += W * 0.12)
    out += rect(x, (top + bottom) / 2 - 4, W * 0.06, 8, '#fbbf24');
  out += rect(0, bottom, W, H - bottom, '#d6d3d1') + rect(0, bottom, W, 6, '#a8a29e');
  // cones along the far edge
  for (let x = W * 0.06; x < W; x += W * 0.16) {
    const c = H * 0.04;
    out +=
      `<polygon points="${n(x - c * 0.45)},${n(top)} ${n(x + c * 0.45)},${n(top)} ${n(x)},${n(top - c * 1.4)}" fill="#f97316"/>` +
      rect(x - c * 0.28, top - c * 0.75, c * 0.56, c * 0.16, '#ffffff');
  }
  out += S.shadow(ctx, pavX, ground, pp.w * 0.45, H * 0.025) + pp.svg;
  if (focus === 'roller') {
    const roller = M.roadRoller(ctx, p, false);
    const pr = place(roller, Math.min(W * 0.27, join - W * 0.24), ground, W * 0.42, H * 0.5);
    out += S.shadow(ctx, Math.min(W * 0.27, join - W * 0.24), ground, pr.w * 0.55, H * 0.03) + pr.svg;
  } else {
    const roller = M.roadRoller(ctx, M.makePaint(at(M.machineColors, index + 3)), true);
    out += place(roller, W * 0.13, H * 0.8, W * 0.2, H * 0.24).svg;
  }
  return out + grade(ctx, mood);
}

/** Several machines on one site, back to front, between x0 and x1 (fractions of W). */
export function fleetScene(
  ctx: Ctx,
  rng: Rng,
  mood: S.Mood,
  index: number,
  x0: number,
  x1: number,
  crane = true,
  frontY = 0.93,
): string {
  const W = ctx.width;
  const H = ctx.height;
  const horizon = H * 0.5;
  let out = outdoor(ctx, rng, mood, { horizon, cranes: crane ? 1 : 0, mosque: rng.chance(0.4) });
  const X = (f: number) => W * (x0 + (x1 - x0) * f);
  const span = (x1 - x0) * W;
  const back = M.wheelLoader(ctx, paintFor(index + 1, rng), true);
  const truck = M.dumpTruck(ctx, M.makePaint('#e2e8f0'), { cab: palette.purple700, load: '#d6ad6f' });
  const pb = place(back, X(0.2), H * 0.66, span * 0.3, H * 0.22);
  const pt = place(truck, X(0.78), H * 0.65, span * 0.38, H * 0.22, true);
  out += S.shadow(ctx, X(0.2), H * 0.66, pb.w * 0.5, H * 0.015) + pb.svg;
  out += S.shadow(ctx, X(0.78), H * 0.65, pt.w * 0.5, H * 0.015) + pt.svg;
  const exc = M.excavator(ctx, paintFor(index, rng), 'reach');
  const doz = M.bulldozer(ctx, M.makePaint(palette.purple700), false);
  const pd = place(doz, X(0.17), H * frontY, span * 0.33, H * 0.34);
  const pe = place(exc, X(0.7), H * (frontY + 0.02), span * 0.56, H * 0.5);
  // cones marking the working area
  for (const [f, y] of [
    [0.4, 0.97],
    [0.47, 0.9],
    [0.02, 0.8],
  ] as const) {
    const x = X(f);
    const c = H * 0.035;
    out +=
      `<polygon points="${n(x - c * 0.45)},${n(H * y)} ${n(x + c * 0.45)},${n(H * y)} ${n(x)},${n(H * y - c * 1.4)}" fill="#f97316"/>` +
      rect(x - c * 0.28, H * y - c * 0.75, c * 0.56, c * 0.16, '#ffffff') +
      rect(x - c * 0.6, H * y - c * 0.08, c * 1.2, c * 0.1, '#c2410c');
  }
  out += S.shadow(ctx, X(0.17), H * frontY, pd.w * 0.55, H * 0.025) + pd.svg;
  out += S.shadow(ctx, X(0.7), H * (frontY + 0.02), pe.w * 0.5, H * 0.03) + pe.svg;
  return out + grade(ctx, mood);
}

/** The material yard: sand, stone and bricks, a loader and a truck being filled. */
export function yardScene(ctx: Ctx, rng: Rng, mood: S.Mood, index: number): string {
  const W = ctx.width;
  const H = ctx.height;
  const horizon = H * 0.56;
  let out = outdoor(ctx, rng, mood, { horizon, cranes: 1, mosque: rng.chance(0.5) });
  const stone = place(
    Mat.aggregatePile(ctx, rng.fork('st'), MATERIAL_TONES.stone),
    W * 0.76,
    H * 0.72,
    W * 0.4,
    H * 0.18,
  );
  const sand = place(
    Mat.sandPile(ctx, rng.fork('sa'), '#d8b070', false),
    W * 0.26,
    H * 0.74,
    W * 0.46,
    H * 0.22,
  );
  const truck = place(
    M.dumpTruck(ctx, M.makePaint(at(M.machineColors, index + 1)), {
      cab: palette.purple700,
      load: '#d8b070',
    }),
    W * 0.47,
    H * 0.76,
    W * 0.3,
    H * 0.16,
    true,
  );
  out += stone.svg + sand.svg + S.shadow(ctx, W * 0.47, H * 0.76, truck.w * 0.5, H * 0.015) + truck.svg;
  const bricks = place(
    Mat.brickStacks(ctx, rng.fork('br'), '#b4532a'),
    W * 0.26,
    H * 0.86,
    W * 0.4,
    H * 0.24,
  );
  const loader = place(
    M.wheelLoader(ctx, paintFor(index, rng), true),
    W * 0.74,
    H * 0.9,
    W * 0.4,
    H * 0.38,
    true,
  );
  out += bricks.svg;
  out += S.shadow(ctx, W * 0.74, H * 0.9, loader.w * 0.5, H * 0.025) + loader.svg;
  return out + grade(ctx, mood);
}

// ---------------------------------------------------------------------------------------------
// Hero slides: wide scenes with a calm, darker left side for the headline.

function heroShade(ctx: Ctx, strength = 1): string {
  const fill = linearGradient(
    ctx,
    [
      [0, palette.purple900, 0.84 * strength],
      [0.4, palette.purple900, 0.6 * strength],
      [0.62, palette.purple900, 0.14 * strength],
      [1, palette.purple900, 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const bottom = linearGradient(ctx, [
    [0.7, '#0b0620', 0],
    [1, '#0b0620', 0.3],
  ]);
  return rect(0, 0, ctx.width, ctx.height, fill) + rect(0, 0, ctx.width, ctx.height, bottom);
}

export type HeroKind = 'city' | 'fleet' | 'yard';

const HERO_PATTERNS: readonly [HeroKind, RegExp][] = [
  ['city', /build|construct|develop|city|tower|future/],
  ['fleet', /rent|equipment|fleet|machine/],
  ['yard', /supply|material|sand|ship|yard|deliver/],
];

/** The scene for each slide, judged from its subtitle, then title, then description; no two alike. */
export function heroKinds(
  slides: readonly { title: string; subtitle: string; description: string }[],
): HeroKind[] {
  const used = new Set<HeroKind>();
  return slides.map((slide, i) => {
    let kind: HeroKind | undefined;
    for (const text of [slide.subtitle, slide.title, slide.description]) {
      const t = text.toLowerCase();
      kind = HERO_PATTERNS.find(([k, re]) => !used.has(k) && re.test(t))?.[0];
      if (kind) break;
    }
    kind ??=
      (['city', 'fleet', 'yard'] as const).find((k) => !used.has(k)) ??
      at(['city', 'fleet', 'yard'] as const, i);
    used.add(kind);
    return kind;
  });
}

export function hero(ctx: Ctx, kind: HeroKind): string {
  const rng = ctx.rng;
  const W = ctx.width;
  const H = ctx.height;
  let out = '';
  if (kind === 'city') {
    const mood = S.moods.dusk;
    const horizon = H * 0.8;
    out += S.sky(ctx, mood, horizon);
    out += S.sun(ctx, mood, W * 0.7, horizon * 0.86, 64);
    out += S.wisps(ctx, mood, rng, 7, horizon * 0.6);
    out += S.cityLayers(ctx, mood, rng.fork('city'), horizon, { scale: 1.0, density: 'high', mosque: true });
    // finished towers and rising frames on the right, cranes above them
    const t1 = B.tower(ctx, rng.fork('t1'), {
      kind: 'commercial',
      floors: 14,
      bays: 4,
      bay: 60,
      floorH: 40,
      body: '#3b2a5e',
      accent: palette.amber,
      glass: '#6d5aa8',
      side: 40,
      dusk: true,
    });
    out += place(t1, W * 0.56, horizon + 4, W * 0.12, H * 0.66).svg;
    const cr1 = M.towerCrane({
      height: 700,
      jib: 420,
      counterJib: 130,
      color: palette.amber,
      s: 1.3,
      load: 'beam',
      hookAt: 0.72,
    });
    out += g(`translate(${n(W * 0.69)} ${n(horizon)}) scale(-0.95 0.95)`, cr1.svg);
    const f1 = B.underConstruction(ctx, rng.fork('b1'), {
      floors: 10,
      bays: 4,
      bay: 64,
      floorH: 46,
      done: 3,
      brick: 3,
      scaffold: 'left',
      net: true,
      plaster: '#e9dff0',
      accent: palette.amber,
      dusk: true,
    });
    out += place(f1, W * 0.73, horizon + 6, W * 0.17, H * 0.58).svg;
    const t2 = B.tower(ctx, rng.fork('t2'), {
      kind: 'residential',
      floors: 9,
      bays: 4,
      bay: 60,
      floorH: 44,
      body: '#e9dff0',
      accent: palette.purple700,
      glass: '#8a7fc0',
      side: 30,
      dusk: true,
    });
    out += place(t2, W * 0.9, horizon + 6, W * 0.14, H * 0.44).svg;
    const cr2 = M.towerCrane({
      height: 820,
      jib: 360,
      counterJib: 120,
      color: palette.amberLight,
      s: 1.4,
      load: 'bucket',
      hookAt: 0.6,
    });
    out += g(`translate(${n(W * 0.86)} ${n(horizon)}) scale(0.95 0.95)`, cr2.svg);
    const f2 = B.underConstruction(ctx, rng.fork('b2'), {
      floors: 6,
      bays: 3,
      bay: 64,
      floorH: 46,
      done: 1,
      brick: 2,
      scaffold: 'right',
      net: false,
      plaster: '#e9dff0',
      accent: palette.amber,
      dusk: true,
    });
    out += place(f2, W * 0.99, horizon + 6, W * 0.12, H * 0.34).svg;
    out += S.ground(ctx, mood, horizon, '#4a3258');
    out += g(`translate(0 ${n(horizon + 26)})`, B.hoarding(W * 0.45, W, 34, palette.purple800));
    out += S.treeLine(ctx, rng.fork('t'), H * 0.99, 0.9, '#24123d');
    out += rect(0, 0, W, H, mood.near, 'opacity="0.1"');
  } else if (kind === 'fleet') {
    out += fleetScene(ctx, rng, S.moods.dawn, 0, 0.44, 1.0, true);
  } else {
    const mood = S.moods.haze;
    const horizon = H * 0.5;
    out += S.sky(ctx, mood, horizon);
    out += S.sun(ctx, mood, W * 0.68, horizon * 0.55, 54);
    out += S.clouds(ctx, mood, rng, 4, horizon * 0.45);
    out += S.cityLayers(ctx, mood, rng.fork('c'), horizon, { scale: 1.0, mosque: true });
    out += S.treeLine(ctx, rng.fork('bank'), horizon + 4, 0.5, mix('#4d7c5a', mood.near, 0.4));
    out += rect(0, horizon, W, 10, mix(mood.ground, mood.far, 0.3));
    out += S.water(ctx, mood, rng.fork('w'), horizon + 10, H * 0.7);
    const d = M.ship(ctx, rng, 'bulkhead', palette.purple900);
    const ps = place(d, W * 0.72, H * 0.64, W * 0.44, H * 0.28);
    out += g(`translate(0 ${n(2 * H * 0.64)}) scale(1 -1)`, ps.svg, 'opacity="0.15"') + ps.svg;
    out += S.ground(ctx, mood, H * 0.7, '#d2a877');
    out += rect(0, H * 0.7, W, 8, shade('#d2a877', -0.2));
    const stone = place(
      Mat.aggregatePile(ctx, rng.fork('st'), MATERIAL_TONES.stone),
      W * 0.9,
      H * 0.86,
      W * 0.24,
      H * 0.16,
    );
    const bricks = place(
      Mat.brickStacks(ctx, rng.fork('br'), '#b4532a'),
      W * 0.47,
      H * 0.9,
      W * 0.2,
      H * 0.2,
    );
    const sand = place(
      Mat.sandPile(ctx, rng.fork('s'), '#d8b070', true),
      W * 0.7,
      H * 0.99,
      W * 0.36,
      H * 0.3,
    );
    const loader = place(
      M.wheelLoader(ctx, M.makePaint(palette.amber), true),
      W * 0.895,
      H * 0.99,
      W * 0.16,
      H * 0.2,
      true,
    );
    out +=
      stone.svg + bricks.svg + S.shadow(ctx, W * 0.7, H * 0.99, sand.w * 0.5, 20) + sand.svg + loader.svg;
  }
  out += heroShade(ctx);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Projects: views of one building, whose design is seeded by the project id.

export type ProjectView = 'day' | 'dusk' | 'construction' | 'lobby' | 'aerial';

export function projectView(path: string, index: number): ProjectView {
  const p = path.toLowerCase();
  if (/lobby|interior|inside|reception/.test(p)) return 'lobby';
  if (/construct|progress|site|frame/.test(p)) return 'construction';
  if (/dusk|night|evening/.test(p)) return 'dusk';
  if (/day|front|exterior|facade|elevation/.test(p)) return 'day';
  return at(['day', 'dusk', 'construction', 'lobby', 'aerial'] as const, index);
}

export interface ProjectDesign {
  kind: 'residential' | 'commercial';
  floors: number;
  bays: number;
  body: string;
  accent: string;
  glass: string;
  feature: 'slats' | 'stone';
  mirror: boolean;
  dayMood: S.MoodName;
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** Storeys named in the title ('Six-Storey', '10-storied', 'G+9'), if any. */
export function storeys(text: string): number | null {
  const t = text.toLowerCase();
  const g9 = /g\s*\+\s*(\d+)/.exec(t);
  if (g9?.[1]) return Number(g9[1]) + 1;
  const m = /(\w+)[-\s]stor(e?y|ey|ied|eyed)/.exec(t);
  if (!m?.[1]) return null;
  const num = Number(m[1]);
  if (Number.isFinite(num)) return num;
  const w = NUMBER_WORDS.indexOf(m[1]);
  return w > 0 ? w : null;
}

export function projectDesign(title: string, words: string, rng: Rng): ProjectDesign {
  const t = `${title} ${words}`.toLowerCase();
  const kind =
    /commercial|office|shopping|mall|corporate|business/.test(title.toLowerCase()) ||
    (!/residential|apartment/.test(title.toLowerCase()) && /commercial|office/.test(t))
      ? 'commercial'
      : 'residential';
  return {
    kind,
    floors: storeys(title) ?? rng.int(7, 12),
    bays: kind === 'commercial' ? rng.int(5, 6) : rng.int(4, 5),
    body:
      kind === 'commercial' ? rng.pick(['#e8eef2', '#efe8f7']) : rng.pick(['#f5f0e6', '#f3ece0', '#efe8f7']),
    accent: rng.pick([palette.purple700, palette.amber, '#0f766e']),
    glass: rng.pick(['#7aa2d6', '#8fb3c9', '#93a5d8', '#86b0c4']),
    feature: rng.chance(0.5) ? 'slats' : 'stone',
    mirror: rng.chance(0.5),
    dayMood: rng.pick(['day', 'lavender', 'dawn'] as const),
  };
}

export function project(ctx: Ctx, design: ProjectDesign, view: ProjectView): string {
  const rng = ctx.rng;
  const W = ctx.width;
  const H = ctx.height;
  if (view === 'lobby') {
    const inner = I.lobby(ctx, rng, S.moods.day, design.accent, design.body, design.feature);
    return (design.mirror ? g(`translate(${W} 0) scale(-1 1)`, inner) : inner) + S.vignette(ctx, 0.25);
  }
  const mood =
    S.moods[
      view === 'dusk'
        ? 'dusk'
        : view === 'construction'
          ? 'haze'
          : view === 'aerial'
            ? 'lavender'
            : design.dayMood
    ];
  const horizon = H * 0.72;
  let out = outdoor(ctx, rng, mood, {
    horizon,
    cranes: view === 'construction' ? 1 : 0,
    trees: false,
    cityScale: 1.1,
  });
  const dusk = view === 'dusk';
  const neighbour = (x: number, w: number, h: number) =>
    g(
      `translate(0 ${n(horizon + H * 0.08)})`,
      B.block(
        x,
        w,
        h,
        mix(mood.far, '#ffffff', dusk ? 0 : 0.25),
        dusk ? palette.amberLight : mix(mood.far, '#1e293b', 0.3),
        rng.fork(`nb${x}`),
      ),
      dusk ? 'opacity="0.95"' : '',
    );
  out += neighbour(W * 0.02, W * 0.16, H * 0.34) + neighbour(W * 0.8, W * 0.18, H * 0.3);
  const cx = view === 'dusk' ? W * 0.46 : W * 0.54;
  const groundY = H * 0.9;
  const floorH = 46;
  const bay = 70;
  // a taller building reads better when it is not squeezed: keep the frame about as tall as the tower
  let d: Drawing;
  if (view === 'construction') {
    d = B.underConstruction(ctx, rng, {
      floors: Math.max(4, design.floors - 1),
      bays: design.bays,
      bay,
      floorH: floorH * 1.05,
      done: 1,
      brick: 2,
      scaffold: 'right',
      net: true,
      plaster: design.body,
      accent: design.accent,
    });
    const cr = M.towerCrane({
      height: H * 0.78,
      jib: W * 0.32,
      counterJib: W * 0.09,
      color: palette.amber,
      s: 1.2,
      load: 'beam',
      hookAt: 0.72,
    });
    out += g(`translate(${n(cx - W * 0.3)} ${n(groundY)})`, cr.svg);
  } else {
    d = B.tower(ctx, rng.fork('tower'), {
      kind: design.kind,
      floors: design.floors,
      bays: design.bays,
      bay,
      floorH,
      body: design.body,
      accent: design.accent,
      glass: design.glass,
      side: view === 'aerial' ? 0 : 70,
      dusk,
    });
  }
  const maxH = H * (0.3 + 0.055 * Math.min(10, design.floors));
  const placed = place(d, cx, groundY, W * 0.5, maxH, view === 'dusk');
  out += S.shadow(ctx, cx, groundY, placed.w * 0.7, H * 0.03);
  out += placed.svg;
  // forecourt, boundary wall and planting
  out += rect(0, groundY, W, H - groundY, mix('#d6d0c4', mood.ground, 0.3));
  out += rect(0, groundY, W, 6, shade('#d6d0c4', -0.2));
  if (view === 'construction') {
    out += g(
      `translate(0 ${n(groundY + 4)})`,
      B.hoarding(0, cx - placed.w * 0.25, H * 0.07, palette.purple800) +
        B.hoarding(cx + placed.w * 0.25, W, H * 0.07, palette.purple800),
    );
    out += g(`translate(${n(W * 0.08)} ${n(groundY + 4)})`, B.siteCabin(0, W * 0.12, H * 0.1, '#e2e8f0'));
  } else {
    const treeC = dusk ? '#2f4a3f' : '#4d7c5a';
    out +=
      rect(0, groundY - H * 0.035, cx - placed.w * 0.3, H * 0.035, shade(design.body, -0.1)) +
      rect(cx + placed.w * 0.3, groundY - H * 0.035, W, H * 0.035, shade(design.body, -0.1));
    out +=
      S.roundTree(W * 0.14, groundY + 10, 1.6, treeC) +
      S.palm(W * 0.86, groundY + 10, 1.5, treeC) +
      S.roundTree(W * 0.95, groundY + 14, 1.2, treeC);
    out += S.palm(W * 0.24, groundY + 12, 1.3, treeC, -1);
    if (dusk)
      for (const x of [0.3, 0.62, 0.78])
        out +=
          rect(W * x, groundY - H * 0.12, 4, H * 0.12, palette.slate) +
          circle(W * x + 2, groundY - H * 0.12, 8, palette.amberLight) +
          circle(W * x + 2, groundY - H * 0.12, 30, palette.amberLight, 'opacity="0.2"');
  }
  out += grade(ctx, mood);
  return out + S.vignette(ctx, 0.25);
}

/**
 * Turns content items into render jobs: one per distinct image path. The same builders serve the
 * real content (content-jobs.ts) and the made-up items used while developing (demo.ts).
 */
import type { ImagePath } from '@/content/types';
import { type Ctx, Rng, at } from './core';
import * as C from './compose';
import { type CardStyle, bankCard, certificate } from './documents';
import { type PersonFacts, portrait } from './people';

export interface Job {
  path: ImagePath;
  /** Seeds the PRNG: the item id plus, for galleries, the view. */
  seed: string;
  render: (ctx: Ctx) => string;
  /** Set when no keyword matched and the fallback subject was used. */
  note?: string;
}

const OFFICE = new Set(['admin', 'executive-officer', 'engineering', 'source-manager']);

export interface Items {
  heroSlides: readonly {
    id: string;
    image: ImagePath;
    title: string;
    subtitle: string;
    description: string;
  }[];
  services: readonly { id: string; title: string; description: string; image: ImagePath }[];
  projects: readonly {
    id: string;
    title: string;
    description: string;
    location: string;
    images: readonly ImagePath[];
    thumbnail: ImagePath;
  }[];
  team: readonly { id: string; name: string; position: string; category: string; image: ImagePath }[];
  equipment: readonly { id: string; name: string; type: string; category: string; image: ImagePath }[];
  supplyMaterials: readonly { id: string; name: string; description: string; image: ImagePath }[];
  testimonials: readonly { id: string; name: string; company: string; photo: ImagePath }[];
  licenseDocuments: readonly {
    id: string;
    title: string;
    description: string;
    issueYear: number;
    renewal: number | 'annual' | 'none';
    fileUrl: ImagePath;
  }[];
  bankAccounts: readonly { bankName: string; branchName: string; image: ImagePath; style: CardStyle }[];
  company: { legalName: string; address: { street: string; area: string; city: string; postalCode: string } };
}

/** Portrait box is 400 x 500; fit it to the frame, head a little above centre. */
function portraitJob(facts: PersonFacts): (ctx: Ctx) => string {
  return (ctx) => {
    const s = Math.max(ctx.width / 400, ctx.height / 500);
    const dx = (ctx.width - 400 * s) / 2;
    const square = ctx.width === ctx.height;
    const dy = square ? -(500 * s - ctx.height) * 0.42 : (ctx.height - 500 * s) / 2;
    return `<g transform="translate(${dx} ${dy}) scale(${s})">${portrait(ctx, ctx.rng, facts)}</g>`;
  };
}

export function buildJobs(items: Items): Job[] {
  const jobs: Job[] = [];
  const seen = new Set<string>();
  const add = (job: Job) => {
    if (seen.has(job.path)) return;
    seen.add(job.path);
    jobs.push(job);
  };

  const kinds = C.heroKinds(items.heroSlides);
  items.heroSlides.forEach((slide, i) => {
    const kind = at(kinds, i);
    add({ path: slide.image, seed: slide.id, render: (ctx) => C.hero(ctx, kind) });
  });

  const cardJob = (
    id: string,
    path: ImagePath,
    index: number,
    caption: string,
    primary: string[],
    secondary: string[],
  ) => {
    let { subject, matched } = C.subjectFor(...primary);
    if (!matched) ({ subject, matched } = C.subjectFor(...secondary));
    add({
      path,
      seed: id,
      render: (ctx) => C.card(ctx, subject, index, caption, primary.join(' ')),
      note: matched
        ? undefined
        : `${path}: no keyword matched "${primary.join(' / ')}", drew a building site`,
    });
  };
  items.services.forEach((s, i) => cardJob(s.id, s.image, i, s.title, [s.title], [s.description]));
  items.equipment.forEach((e, i) => cardJob(e.id, e.image, i, e.name, [e.name, e.type], [e.category]));
  items.supplyMaterials.forEach((m, i) => cardJob(m.id, m.image, i, m.name, [m.name], [m.description]));

  for (const p of items.projects) {
    const design = C.projectDesign(p.title, p.description, new Rng(p.id));
    p.images.forEach((path, i) => {
      const view = C.projectView(path, i);
      add({ path, seed: `${p.id}:${view}:${i}`, render: (ctx) => C.project(ctx, design, view) });
    });
    add({ path: p.thumbnail, seed: `${p.id}:thumb`, render: (ctx) => C.project(ctx, design, 'aerial') });
  }

  for (const m of items.team) {
    const role = OFFICE.has(m.category) ? 'office' : 'field';
    add({ path: m.image, seed: m.id, render: portraitJob({ name: m.name, position: m.position, role }) });
  }
  for (const t of items.testimonials) {
    add({
      path: t.photo,
      seed: t.id,
      render: portraitJob({ name: t.name, position: t.company, role: 'client' }),
    });
  }

  const a = items.company.address;
  for (const l of items.licenseDocuments) {
    add({
      path: l.fileUrl,
      seed: l.id,
      render: (ctx) =>
        certificate(ctx, ctx.rng, {
          title: l.title,
          description: l.description,
          issueYear: l.issueYear,
          renewal:
            typeof l.renewal === 'number'
              ? `30 June ${l.renewal}`
              : l.renewal === 'annual'
                ? 'Renewable annually'
                : 'Not applicable',
          holder: items.company.legalName,
          address: `${a.street}, ${a.area}, ${a.city}-${a.postalCode}`,
          business: 'Construction, equipment rental and construction material supply',
        }),
    });
  }
  for (const b of items.bankAccounts) {
    add({
      path: b.image,
      seed: `${b.bankName}:${b.branchName}`,
      render: (ctx) => bankCard(ctx, ctx.rng, b.bankName, b.style),
    });
  }
  return jobs;
}

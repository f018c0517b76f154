/**
 * Builds public/company-profile.pdf, the company profile the header's viewer shows and visitors
 * download, from the same content/ modules the pages render: nothing here restates a fact.
 * A step of scripts/build.ts, before `next dev` and `next build`. pdfkit draws with its built-in
 * Helvetica (no font files); sharp first shrinks each image to the size it is drawn at.
 *
 *   npx tsx scripts/build.ts company-profile
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { timelineFacts } from '@/content/about';
import { company, heroSlides, licenseDocuments, projects } from '@/scripts/lib/english';
import { Canvas } from './company-profile/canvas';
import { drawFooters } from './company-profile/chrome';
import { drawContact } from './company-profile/pages/contact';
import { drawCover } from './company-profile/pages/cover';
import { drawFleet } from './company-profile/pages/fleet';
import { drawJourney } from './company-profile/pages/journey';
import { drawLicences } from './company-profile/pages/licences';
import { drawOverview } from './company-profile/pages/overview';
import { drawProjects } from './company-profile/pages/projects';
import { drawServices } from './company-profile/pages/services';
import { drawSupply } from './company-profile/pages/supply';

/**
 * The document's date: 1 January of the latest year the content mentions, so the same content
 * always gives the same bytes (pdfkit would otherwise stamp the build time and derive the file
 * ID from it).
 */
export function profileDate(): Date {
  const years = [
    company.foundedYear,
    ...timelineFacts.map((entry) => entry.year),
    ...projects.map((project) => project.year),
    ...licenseDocuments.map((document) => document.issueYear),
  ];
  return new Date(Date.UTC(Math.max(...years), 0, 1));
}

/** Writes the profile to `outPath`; `compress: false` (the tests) leaves its page streams readable. */
export async function buildCompanyProfile(
  outPath: string,
  { compress = true } = {},
): Promise<{ pages: number; bytes: number }> {
  const date = profileDate();
  const canvas = new Canvas(
    {
      Title: `${company.name} | Company Profile`,
      Author: company.legalName,
      Subject: company.about,
      Keywords: heroSlides.map((slide) => slide.subtitle).join(', '),
      Creator: company.legalName,
      Producer: 'PDFKit',
      CreationDate: date,
      ModDate: date,
    },
    compress,
  );

  // Sections in reading order; the number is the one printed in each section's eyebrow.
  await drawCover(canvas);
  drawOverview(canvas, 1);
  drawJourney(canvas);
  await drawServices(canvas, 2);
  await drawProjects(canvas, 3);
  await drawFleet(canvas, 4);
  await drawSupply(canvas, 5);
  await drawLicences(canvas, 6);
  await drawContact(canvas, 7);
  drawFooters(canvas);

  const pages = canvas.pageCount;
  const data = await canvas.finish();
  await mkdir(path.dirname(outPath), { recursive: true });
  await writeFile(outPath, data);
  return { pages, bytes: data.length };
}

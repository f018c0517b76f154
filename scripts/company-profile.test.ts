/** @jest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  company,
  equipment,
  licenseDocuments,
  offices,
  projects,
  services,
  supplyMaterials,
} from '@/scripts/lib/english';
import { buildCompanyProfile } from './company-profile';

/**
 * The text drawn on the pages, one string per text-showing operator. pdfkit writes Helvetica
 * text as hex strings in TJ arrays, split wherever it kerns; joining the pieces of each array
 * gives back each drawn line.
 */
function drawnText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)) {
    const hex = [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1] ?? '').join('');
    lines.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return lines;
}

/** What a reader would see with lines joined by spaces, to find text that wraps. */
function readable(lines: string[]): string {
  return lines.join(' ').replace(/\s+/g, ' ');
}

/** Helvetica's WinAnsi encoding of a string, as drawnText decodes it (curly quotes, dashes). */
function winAnsi(text: string): string {
  return Buffer.from(text.replace(/\u2019/g, '\x92').replace(/\u2013/g, '\x96'), 'latin1').toString('latin1');
}

describe('company profile PDF', () => {
  let dir: string;
  let pdf: Buffer;
  let text: string;
  let pages: number;
  let bytes: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'company-profile-'));
    const out = path.join(dir, 'company-profile.pdf');
    ({ pages, bytes } = await buildCompanyProfile(out, { compress: false }));
    pdf = await readFile(out);
    text = readable(drawnText(pdf));
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is a PDF of several pages, and reports its real size and page count', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes).toBe(pdf.length);
    expect(pages).toBeGreaterThanOrEqual(6);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(pages);
  });

  it('names the company and its motto', () => {
    expect(text).toContain(company.name);
    expect(text).toContain(company.motto);
  });

  it('lists every service, licence, equipment unit and material', () => {
    for (const service of services) expect(text).toContain(winAnsi(service.title));
    for (const document of licenseDocuments) {
      expect(text).toContain(document.title);
      expect(text).toContain(document.description);
    }
    for (const item of equipment) expect(text).toContain(item.capacity);
    for (const material of supplyMaterials) expect(text).toContain(material.name);
  });

  it('shows every project, leaving out the facts a project does not have', () => {
    for (const project of projects) expect(text).toContain(project.title);
    const unnamed = projects.filter((project) => !project.client).length;
    const clientLabels = drawnText(pdf).filter((line) => line === 'CLIENT').length;
    expect(clientLabels).toBe(projects.length - unnamed);
  });

  it('gives both offices with their contact details', () => {
    for (const office of offices) {
      expect(text).toContain(office.type);
      expect(text).toContain(office.phone);
      expect(text).toContain(office.email);
    }
  });

  it('numbers every page but the cover', () => {
    const labels = drawnText(pdf).filter((line) => /^\d{2} \/ \d{2}$/.test(line));
    expect(labels).toHaveLength(pages - 1);
    expect(labels.at(-1)).toBe(`${String(pages).padStart(2, '0')} / ${String(pages).padStart(2, '0')}`);
  });

  it('gives the same bytes for the same content', async () => {
    const again = path.join(dir, 'again.pdf');
    await buildCompanyProfile(again, { compress: false });
    expect((await readFile(again)).equals(pdf)).toBe(true);
  }, 60_000);
});

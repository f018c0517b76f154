/**
 * The site's content in Bangla, as the share cards (scripts/share-images.ts) print it: the same
 * facts and words as the Bangla pages, read through one door, in the shape of scripts/lib/english.ts
 * for what the cards draw. Nothing here is written in Bangla: every word is the Bangla pages' own
 * (content/bn, through the typed content modules), so the copy editor's words reach the cards.
 */
import { company as facts, companyText } from '@/content/company';
import * as home from '@/content/home';
import { pageText, type RouteId } from '@/content/navigation';
import * as projectsContent from '@/content/projects';
import { shellText } from '@/content/shell';
import type { PageIntro, PageText } from '@/content/types';

export const company = {
  ...facts,
  ...companyText.bn,
  address: { ...companyText.bn.address, ...facts.address },
};

/** A route's hero. */
export function pageIntro(id: RouteId): PageIntro {
  return pageText.bn[id].intro;
}

/** A route's words: its menu name, its search title, its hero. */
export function page(id: RouteId): PageText {
  return pageText.bn[id];
}

/** The logo's words: the line under the short name. */
export const logo = shellText.bn.logo;
export const heroSlides = home.heroSlides.bn;
export const projects = projectsContent.projects.bn.map((project) => ({
  ...project,
  /** The category as the Bangla pages name it ('ভবন নির্মাণ'), not its key. */
  categoryName: projectsContent.projectsPage.bn.categories[project.category],
}));

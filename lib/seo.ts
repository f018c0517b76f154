import type { Metadata } from 'next';
import { company } from '@/content/company';
import { pageIntros, pageTitles } from '@/content/pages';
import type { Project } from '@/content/types';
import { projectPath } from '@/lib/projects';
import { absoluteUrl } from '@/lib/site';

/** Share images are 1200x630, the size Facebook, WhatsApp, LinkedIn and X all crop well. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Where scripts/share-images.ts writes each share image under public/ (real .jpg files, not extensionless routes). */
export const shareImagePaths = {
  site: '/og/site.jpg',
  project: (project: Pick<Project, 'id'>) => `/og/projects/${project.id}.jpg`,
};

export interface PageMetadataInput {
  /** The page's own title, without the company name: 'About Us'. */
  title: string;
  description: string;
  /** The route, with its trailing slash: '/about/'. */
  path: string;
  image?: { path: string; alt: string };
}

/**
 * The title as it appears in the tab and in a search result: 'About Us | Unnoti Construction', and
 * the brand first on the home page. Written out in full: the root layout's title template does not
 * reach the home page, which shares its segment.
 */
export function fullTitle(title: string, path: string): string {
  return path === '/' ? `${company.name} | ${title}` : `${title} | ${company.name}`;
}

/**
 * The metadata of one page: title, description, canonical URL, Open Graph and Twitter card, all
 * absolute, from one configured site URL (lib/site.ts). Every page's metadata comes from here.
 */
export function pageMetadata({ title, description, path, image }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const documentTitle = fullTitle(title, path);
  const shareImage = {
    url: absoluteUrl(image?.path ?? shareImagePaths.site),
    ...SHARE_IMAGE,
    alt: image?.alt ?? `${company.name}: ${company.motto}`,
    type: 'image/jpeg',
  };
  return {
    title: { absolute: documentTitle },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: company.name,
      locale: 'en_US',
      url,
      title: documentTitle,
      description,
      images: [shareImage],
    },
    twitter: {
      card: 'summary_large_image',
      title: documentTitle,
      description,
      images: [shareImage],
    },
  };
}

/** Metadata of one of the ten menu routes: its title from content/pages.ts, its page lead as description. */
export function routeMetadata(path: keyof typeof pageTitles): Metadata {
  return pageMetadata({ title: pageTitles[path], description: pageIntros[path].lead, path });
}

/** A search snippet: the first sentence(s) of the text, cut at a word under 160 characters. */
export function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const sentences = flat.match(/[^.!?]+[.!?]+/g) ?? [];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).trim().length > max) break;
    out += sentence;
  }
  if (out) return out.trim();
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Metadata of a project page, from the same content lookup as its static params. */
export function projectMetadata(project: Project): Metadata {
  return pageMetadata({
    title: project.title,
    description: snippet(project.description),
    path: projectPath(project),
    image: { path: shareImagePaths.project(project), alt: `${project.title}, built by ${company.name}` },
  });
}

/**
 * The public address of the site, for canonical URLs, share links, the sitemap and the company
 * profile. Set NEXT_PUBLIC_SITE_URL at build time when the site moves.
 */
export const siteUrl = new URL(process.env.NEXT_PUBLIC_SITE_URL || 'https://www.unnoticonstruction.com.bd/');

/** The absolute address of a path of the site ('/about/' -> 'https://…/about/'). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

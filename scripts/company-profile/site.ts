import { siteUrl } from '@/lib/site';

/** The website printed on the profile. */
export function companyWebsite(): string {
  return siteUrl.href;
}

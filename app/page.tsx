import { PageHero } from '@/components/sections/PageHero';
import { pageIntros } from '@/content/pages';

export default function HomePage() {
  return <PageHero {...pageIntros['/']} />;
}

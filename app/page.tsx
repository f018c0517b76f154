import { PageHero } from '@/components/sections/PageHero';
import { heroSlides } from '@/content/home';
import { pageIntros } from '@/content/pages';

export default function HomePage() {
  return <PageHero {...pageIntros['/']} image={heroSlides[0]?.image} />;
}

import { story } from './about';
import { heroSlides, homeAbout } from './home';
import { services } from './services';
import { projects } from './projects';
import { team } from './team';
import { equipment } from './equipment';
import { supplyMaterials, testimonials } from './supply';
import { licenseDocuments, bankAccounts } from './licenses';
import type { ImagePath } from './types';

/**
 * Every image the content refers to, each once, in content order. The image pipeline and the
 * tests use it to check that each one has a source file under content/images/.
 */
export function referencedImages(): ImagePath[] {
  const paths: ImagePath[] = [
    ...heroSlides.map((slide) => slide.image),
    story.image,
    homeAbout.image,
    ...services.map((service) => service.image),
    ...projects.flatMap((project) => [project.thumbnail, ...project.images]),
    ...team.map((member) => member.image),
    ...equipment.map((item) => item.image),
    ...supplyMaterials.map((material) => material.image),
    ...testimonials.map((testimonial) => testimonial.photo),
    ...licenseDocuments.map((document) => document.fileUrl),
    ...bankAccounts.map((account) => account.image),
  ];
  return [...new Set(paths)];
}

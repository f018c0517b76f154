import { storyImage } from './about';
import { equipmentFacts } from './equipment';
import { heroSlideFacts, homeAboutImage } from './home';
import { bankAccountFacts, licenseDocumentFacts } from './licenses';
import { projectFacts } from './projects';
import { serviceFacts } from './services';
import { supplyMaterialFacts, testimonialFacts } from './supply';
import { teamFacts } from './team';
import type { ImagePath } from './types';

/**
 * Every image the content refers to, each once, in content order: a picture is a fact, the same in
 * both languages. The image pipeline and the tests use it to check that each one has a source file
 * under content/images/.
 */
export function referencedImages(): ImagePath[] {
  const paths: ImagePath[] = [
    ...heroSlideFacts.map((slide) => slide.image),
    storyImage,
    homeAboutImage,
    ...serviceFacts.map((service) => service.image),
    ...projectFacts.flatMap((project) => [project.thumbnail, ...project.images]),
    ...teamFacts.map((member) => member.image),
    ...equipmentFacts.map((item) => item.image),
    ...supplyMaterialFacts.map((material) => material.image),
    ...testimonialFacts.map((testimonial) => testimonial.photo),
    ...licenseDocumentFacts.map((document) => document.fileUrl),
    ...bankAccountFacts.map((account) => account.image),
  ];
  return [...new Set(paths)];
}

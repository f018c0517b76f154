import { Picture } from '@/components/ui/Picture';
import type { Project } from '@/content/types';
import { GallerySlides } from './Slides';
import styles from './index.module.css';

const SIZES = '(min-width: 1200px) 760px, (min-width: 1024px) 62vw, 100vw';

/**
 * The project's pictures. One picture is a plain figure with no controls and no JavaScript;
 * with more, arrows and dots appear (spec: only when there is more than one image).
 */
export function ProjectGallery({ project }: { project: Project }) {
  const pictures = project.images.map((image, i) => (
    <Picture
      key={image}
      image={image}
      alt={`${project.title}, picture ${i + 1} of ${project.images.length}`}
      sizes={SIZES}
      priority={i === 0}
      className={styles.image}
    />
  ));
  if (pictures.length === 1) {
    return (
      <div className={styles.gallery}>
        <div className={styles.viewport}>{pictures[0]}</div>
      </div>
    );
  }
  return <GallerySlides title={project.title} slides={pictures} />;
}

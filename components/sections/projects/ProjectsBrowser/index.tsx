import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { projectCategories, type Project } from '@/content/types';
import { filterOptions } from '@/lib/filters';
import { FilteredGrid } from '@/components/sections/shared/FilteredGrid';
import { ProjectCard } from '@/components/sections/projects/ProjectCard';

/** The Projects screen's list: category filter, 'N Project(s) Found', the cards, the empty state. */
export function ProjectsBrowser({ projects }: { projects: readonly Project[] }) {
  return (
    <FilteredGrid
      label="Filter projects by category"
      options={filterOptions(projects, projectCategories)}
      items={projects.map((project) => ({
        key: project.id,
        category: project.category,
        card: <ProjectCard project={project} />,
      }))}
      count={{ singular: 'Project', suffix: 'Found' }}
      emptyMessage="No projects found in this category."
      emptyAction={
        <SiteLink href="/contact/" className={buttonClass('outline', 'md')}>
          Ask us about this kind of project
        </SiteLink>
      }
    />
  );
}

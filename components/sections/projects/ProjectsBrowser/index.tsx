import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { projectCategories, type Project } from '@/content/types';
import { listViews } from '@/lib/list-views';
import { pluralize } from '@/lib/pluralize';
import { FilteredGrid } from '@/components/sections/shared/FilteredGrid';
import { ListScope } from '@/components/sections/shared/ListScope';
import { ProjectCard } from '@/components/sections/projects/ProjectCard';

/** The Projects screen's list: category filter, 'N Project(s) Found', the cards, the empty state. */
export function ProjectsBrowser({ projects }: { projects: readonly Project[] }) {
  const list = listViews('projects', projectCategories, projects);
  return (
    <ListScope list={list}>
      <FilteredGrid
        list={list}
        label="Filter projects by category"
        cards={projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
        count={(n) => `${pluralize(n, 'Project')} Found`}
        emptyMessage="No projects found in this category."
        emptyAction={
          <SiteLink href="/contact/" className={buttonClass('outline', 'md')}>
            Ask us about this kind of project
          </SiteLink>
        }
      />
    </ListScope>
  );
}

import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { routePath } from '@/content/navigation';
import { projectCategories, projectsPage, type Project } from '@/content/projects';
import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { listViews } from '@/lib/list-views';
import { FilteredGrid } from '@/components/sections/shared/FilteredGrid';
import { ListScope } from '@/components/sections/shared/ListScope';
import { ProjectCard } from '@/components/sections/projects/ProjectCard';

export interface ProjectsBrowserProps {
  /** The page's language: the filter, the count line and the cards read in it, and link to its pages. */
  locale: Locale;
  /** The projects in the page's language, in the order the list shows them. */
  projects: readonly Project[];
}

/** The Projects screen's list: category filter, 'N Project(s) Found', the cards, the empty state. */
export function ProjectsBrowser({ locale, projects }: ProjectsBrowserProps) {
  const { browser, categories } = projectsPage[locale];
  const list = listViews('projects', projectCategories, projects, {
    text: shellText[locale].list,
    categories,
  });
  return (
    <ListScope list={list}>
      <FilteredGrid
        list={list}
        label={browser.filterLabel}
        cards={projects.map((project) => (
          <ProjectCard key={project.id} locale={locale} project={project} />
        ))}
        count={browser.count}
        emptyMessage={browser.empty}
        emptyAction={
          <SiteLink href={routePath(locale, 'contact')} className={buttonClass('outline', 'md')}>
            {browser.emptyAction}
          </SiteLink>
        }
      />
    </ListScope>
  );
}

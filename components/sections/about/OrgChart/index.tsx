import clsx from 'clsx';
import { Section } from '@/components/ui/Section';
import type { OrgChartLabels } from '@/content/about';
import type { OrgNode, SectionIntro } from '@/content/types';
import { withDeepestInMiddle } from '@/lib/org-chart';
import styles from './index.module.css';

export interface OrgChartProps {
  intro: SectionIntro;
  /** The top of the chart; each node's children report to it. */
  root: OrgNode;
  /** The names of the chart and of its lists, for assistive technology. */
  labels: OrgChartLabels;
}

/** Staff lists longer than this wrap as tags instead of a column, so a crew of nine stays compact. */
const LONG_STAFF_LIST = 4;

const levelClasses = [styles.level0, styles.level1, styles.level2, styles.level3];

function OrgBranch({ node, depth, labels }: { node: OrgNode; depth: number; labels: OrgChartLabels }) {
  const staff = node.staff ?? [];
  const children = node.children ?? [];
  return (
    <li className={styles.branch}>
      <div className={clsx(styles.node, levelClasses[Math.min(depth, levelClasses.length - 1)])}>
        <h3 className={styles.role}>{node.role}</h3>
        {staff.length > 0 && (
          <ul
            className={clsx(styles.staff, staff.length > LONG_STAFF_LIST && styles.staffTags)}
            aria-label={labels.staff(node.role)}
          >
            {staff.map((member) => (
              <li key={member}>{member}</li>
            ))}
          </ul>
        )}
      </div>
      {children.length > 0 && (
        <ul className={styles.children} aria-label={labels.reports(node.role)}>
          {withDeepestInMiddle(children).map((child) => (
            <OrgBranch key={child.role} node={child} depth={depth + 1} labels={labels} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The organisation chart as nested lists, so it reads as a hierarchy without the picture. CSS
 * draws it as a top-down chart on wide screens and as an indented tree with elbow connectors on
 * narrow ones, where a wide chart would scroll sideways. In a row of reports the one with the
 * longest chain below it is drawn in the middle, so that chain hangs under the top of the chart.
 */
export function OrgChart({ intro, root, labels }: OrgChartProps) {
  return (
    <Section headingId="org-chart-title" {...intro} tone="warm">
      <ul className={styles.tree} aria-label={labels.chart}>
        <OrgBranch node={root} depth={0} labels={labels} />
      </ul>
    </Section>
  );
}

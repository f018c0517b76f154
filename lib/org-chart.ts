import type { OrgNode } from '@/content/types';

/** How many levels a node's branch spans, the node itself included: 1 for a role with no reports. */
export function orgDepth(node: OrgNode): number {
  return 1 + Math.max(0, ...(node.children ?? []).map(orgDepth));
}

/**
 * The order in which the organisation chart draws a row of siblings: the one branch deeper than
 * all the others moves to the middle, the others keep their order around it. A top-down chart then
 * hangs its longest chain under the top of the chart instead of down one side. Rows with no single
 * deepest branch keep their order.
 */
export function withDeepestInMiddle<T extends OrgNode>(nodes: readonly T[]): T[] {
  if (nodes.length < 3) return [...nodes];
  const depths = nodes.map(orgDepth);
  const maxDepth = Math.max(...depths);
  if (depths.filter((depth) => depth === maxDepth).length > 1) return [...nodes];
  const deepest = depths.indexOf(maxDepth);
  const middle = Math.floor((nodes.length - 1) / 2);
  const rest = nodes.filter((_, index) => index !== deepest);
  const spine = nodes[deepest];
  return spine ? [...rest.slice(0, middle), spine, ...rest.slice(middle)] : [...nodes];
}

/** @jest-environment node */
import type { OrgNode } from '@/content/types';
import { orgDepth, withDeepestInMiddle } from './org-chart';

const leaf = (role: string): OrgNode => ({ role });
const chain = (role: string, depth: number): OrgNode =>
  depth <= 1 ? leaf(role) : { role, children: [chain(`${role} report`, depth - 1)] };

const roles = (nodes: OrgNode[]) => nodes.map((node) => node.role);

describe('orgDepth', () => {
  it('counts the levels of a branch, the node included', () => {
    expect(orgDepth(leaf('Workers'))).toBe(1);
    expect(orgDepth(chain('Operations', 3))).toBe(3);
    expect(orgDepth({ role: 'Top', children: [leaf('A'), chain('B', 3), leaf('C')] })).toBe(4);
  });
});

describe('withDeepestInMiddle', () => {
  it('moves the deepest of three to the middle and keeps the others in order', () => {
    const nodes = [chain('Operations', 3), leaf('Finance'), leaf('Business')];
    expect(roles(withDeepestInMiddle(nodes))).toEqual(['Finance', 'Operations', 'Business']);
  });

  it('moves the deepest from the end too', () => {
    const nodes = [leaf('A'), leaf('B'), chain('C', 2)];
    expect(roles(withDeepestInMiddle(nodes))).toEqual(['A', 'C', 'B']);
  });

  it('leaves a row alone when the deepest is already in the middle', () => {
    expect(roles(withDeepestInMiddle([leaf('A'), chain('B', 2), leaf('C')]))).toEqual(['A', 'B', 'C']);
  });

  it('leaves a row alone when no branch is deeper than all the others', () => {
    expect(roles(withDeepestInMiddle([leaf('A'), leaf('B'), leaf('C')]))).toEqual(['A', 'B', 'C']);
    expect(roles(withDeepestInMiddle([chain('A', 2), leaf('B'), chain('C', 2)]))).toEqual(['A', 'B', 'C']);
  });

  it('puts the deepest left of centre in an even row', () => {
    const nodes = [leaf('A'), leaf('B'), leaf('C'), chain('D', 2)];
    expect(roles(withDeepestInMiddle(nodes))).toEqual(['A', 'D', 'B', 'C']);
  });

  it('has no middle to move to with fewer than three', () => {
    expect(roles(withDeepestInMiddle([chain('A', 2), leaf('B')]))).toEqual(['A', 'B']);
    expect(roles(withDeepestInMiddle([leaf('A')]))).toEqual(['A']);
    expect(withDeepestInMiddle([])).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const nodes = [chain('Operations', 3), leaf('Finance'), leaf('Business')];
    withDeepestInMiddle(nodes);
    expect(roles(nodes)).toEqual(['Operations', 'Finance', 'Business']);
  });
});

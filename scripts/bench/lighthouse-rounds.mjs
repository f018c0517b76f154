// The order of `npm run lighthouse`'s audits. Every page is audited once a round, round after round,
// so each page's runs, and the floor's, are spread over the whole run: the machine's pace drifts over
// its minutes (the floor's TBT read 72 before the routes and 133 after them in one run), and a page
// measured in its own five minutes was held to a floor measured twenty minutes away. An English page
// and its Bangla twin are audited one after the other, seconds apart, in turns (one first in one
// round, the other in the next), as a Bangla page is judged by its difference from its twin.
import { twinOf } from './budgets.mjs';

/** The routes in groups audited together: an English page and its Bangla twin, where both are audited. */
export function twinGroups(urls) {
  const groups = new Map();
  for (const url of urls) {
    const english = twinOf(url) ?? url;
    groups.set(english, [...(groups.get(english) ?? []), url]);
  }
  return [...groups.values()];
}

/** The floor's audits in `auditOrder`: twice a round and once after the last. */
export const FLOOR = Symbol('floor');

/**
 * Every audit of a run, in order: `runs` rounds, each the floor, the first half of the groups, the
 * floor again, the other half; then the floor once more, so it is measured before, between and after
 * the routes (2 x runs + 1 times: an odd count, a true median). Each entry is a URL, or FLOOR.
 */
export function auditOrder(urls, runs) {
  const groups = twinGroups(urls);
  const half = Math.ceil(groups.length / 2);
  const order = [];
  for (let round = 0; round < runs; round++) {
    const inTurn = (group) => (round % 2 === 0 ? group : [...group].reverse());
    order.push(FLOOR, ...groups.slice(0, half).flatMap(inTurn), FLOOR, ...groups.slice(half).flatMap(inTurn));
  }
  order.push(FLOOR);
  return order;
}

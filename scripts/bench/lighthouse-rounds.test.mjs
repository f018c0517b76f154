/** @jest-environment node */
import { FLOOR, auditOrder, twinGroups } from './lighthouse-rounds.mjs';

describe('twinGroups', () => {
  it('puts an English page and its Bangla twin together, and a page with no twin alone', () => {
    const urls = ['/', '/about/', '/bench-no-such-page/', '/bn/', '/bn/about/', '/bn/contact/', '/contact/'];
    expect(twinGroups(urls)).toEqual([
      ['/', '/bn/'],
      ['/about/', '/bn/about/'],
      ['/bench-no-such-page/'],
      ['/bn/contact/', '/contact/'],
    ]);
  });

  it('keeps a Bangla page whose twin is not audited as a group of its own', () => {
    expect(twinGroups(['/bn/about/', '/contact/'])).toEqual([['/bn/about/'], ['/contact/']]);
  });
});

describe('auditOrder', () => {
  const urls = ['/', '/about/', '/contact/', '/bn/', '/bn/about/'];

  it('audits every page once a round, and the floor twice a round and once after the last', () => {
    const order = auditOrder(urls, 3);
    for (const url of urls) expect(order.filter((entry) => entry === url)).toHaveLength(3);
    expect(order.filter((entry) => entry === FLOOR)).toHaveLength(7);
    expect(order[0]).toBe(FLOOR);
    expect(order.at(-1)).toBe(FLOOR);
  });

  it('audits the floor between the two halves of the routes', () => {
    const firstRound = auditOrder(urls, 1).slice(0, -1);
    expect(firstRound).toEqual([FLOOR, '/', '/bn/', '/about/', '/bn/about/', FLOOR, '/contact/']);
  });

  it('audits a twin right after its page, one first in one round and the other in the next', () => {
    const order = auditOrder(['/about/', '/bn/about/'], 2);
    expect(order).toEqual([
      FLOOR,
      '/about/',
      '/bn/about/',
      FLOOR,
      FLOOR,
      '/bn/about/',
      '/about/',
      FLOOR,
      FLOOR,
    ]);
  });
});

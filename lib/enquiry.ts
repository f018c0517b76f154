import { useSyncExternalStore } from 'react';
import { ENQUIRY_CHANGED, ENQUIRY_KEY } from './enquiry-count';

/**
 * The visitor's enquiry (issue 54): what they would like a quotation for, kept in this browser only
 * (localStorage, one key, with a version) until the contact form sends it. Nothing here leaves the
 * phone. Items are kept by kind and id, so a language switch shows the same items in the other
 * language; their names, units and words come from content/enquiry.ts where they are shown.
 */

export const enquiryKinds = ['machine', 'material', 'service'] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

/** How long a machine is wanted for: a number of days, weeks or months. */
export const rentalPeriods = ['days', 'weeks', 'months'] as const;
export type RentalPeriod = (typeof rentalPeriods)[number];

/** One item, with what the visitor typed for it, as typed (checked when the form is sent). */
export interface EnquiryItem {
  kind: EnquiryKind;
  id: string;
  /** A machine: how many, for how long, in which period, with or without an operator. */
  count?: string;
  duration?: string;
  period?: RentalPeriod;
  operator?: 'with' | 'without';
  /** A material: how much, in the unit it is sold in. */
  quantity?: string;
}

export interface Enquiry {
  items: readonly EnquiryItem[];
  /** For the whole enquiry, both optional: where the site is, and when the work starts (yyyy-mm-dd). */
  area: string;
  start: string;
}

/** What the contact page knows of every item a visitor can ask about, in the page's language. */
export type EnquiryCatalog = Record<EnquiryKind, Record<string, { name: string; unit?: string }>>;

export { ENQUIRY_KEY };
/** The version of what is under the key: a later shape gets a new version. */
export const ENQUIRY_VERSION = 1;

export const emptyEnquiry: Enquiry = { items: [], area: '', start: '' };

const isKind = (kind: unknown): kind is EnquiryKind => enquiryKinds.includes(kind as EnquiryKind);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What is stored, read back: anything unreadable, of another version or of an unknown kind is left out. */
export function parseEnquiry(raw: string | null): Enquiry {
  if (!raw) return emptyEnquiry;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return emptyEnquiry;
  }
  if (typeof stored !== 'object' || stored === null) return emptyEnquiry;
  const { version, items, area, start } = stored as Record<string, unknown>;
  if (version !== ENQUIRY_VERSION || !Array.isArray(items)) return emptyEnquiry;
  const seen = new Set<string>();
  const kept: EnquiryItem[] = [];
  for (const item of items as Record<string, unknown>[]) {
    const id = text(item?.id);
    if (!item || !isKind(item.kind) || !id || seen.has(`${item.kind}:${id}`)) continue;
    seen.add(`${item.kind}:${id}`);
    kept.push({
      kind: item.kind,
      id,
      count: text(item.count),
      duration: text(item.duration),
      period: rentalPeriods.find((period) => period === item.period),
      operator: item.operator === 'with' || item.operator === 'without' ? item.operator : undefined,
      quantity: text(item.quantity),
    });
  }
  return { items: kept, area: text(area) ?? '', start: text(start) ?? '' };
}

/** What goes under the key. */
export function serializeEnquiry(enquiry: Enquiry): string {
  return JSON.stringify({ version: ENQUIRY_VERSION, ...enquiry });
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; enquiry: Enquiry } = { raw: null, enquiry: emptyEnquiry };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the enquiry lives as long as the page.
    return null;
  }
}

let unstored: string | null = null;

function read(): Enquiry {
  const raw = storage()?.getItem(ENQUIRY_KEY) ?? unstored;
  if (raw !== cache.raw) cache = { raw, enquiry: parseEnquiry(raw) };
  return cache.enquiry;
}

/** The enquiry as it is stored now (for Send, outside a render). */
export const currentEnquiry = read;

/** Stores the enquiry (an empty one removes the key) and tells every component on the page. */
export function saveEnquiry(enquiry: Enquiry) {
  const empty = enquiry.items.length === 0 && !enquiry.area && !enquiry.start;
  const raw = empty ? null : serializeEnquiry(enquiry);
  const store = storage();
  try {
    if (raw === null) store?.removeItem(ENQUIRY_KEY);
    else store?.setItem(ENQUIRY_KEY, raw);
    unstored = store ? null : raw;
  } catch {
    // Full or refused: kept for this page only.
    unstored = raw;
  }
  for (const listener of listeners) listener();
  // The header's count (lib/enquiry-count.ts), which does not load this module.
  window.dispatchEvent(new Event(ENQUIRY_CHANGED));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the site changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ENQUIRY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The enquiry as this browser keeps it; empty in the server's HTML and until hydration. */
export function useEnquiry(): Enquiry {
  return useSyncExternalStore(subscribe, read, () => emptyEnquiry);
}

export const sameItem = (a: Pick<EnquiryItem, 'kind' | 'id'>, b: Pick<EnquiryItem, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;

/** Adds an item at the end (a machine starts at one, with an operator), or takes it out. */
export function toggleItem(item: Pick<EnquiryItem, 'kind' | 'id'>) {
  const enquiry = read();
  const inIt = enquiry.items.some((kept) => sameItem(kept, item));
  const added: EnquiryItem =
    item.kind === 'machine' ? { ...item, count: '1', period: 'days', operator: 'with' } : { ...item };
  saveEnquiry({
    ...enquiry,
    items: inIt ? enquiry.items.filter((kept) => !sameItem(kept, item)) : [...enquiry.items, added],
  });
}

/** Changes what was typed for one item. */
export function updateItem(item: Pick<EnquiryItem, 'kind' | 'id'>, change: Partial<EnquiryItem>) {
  const enquiry = read();
  saveEnquiry({
    ...enquiry,
    items: enquiry.items.map((kept) => (sameItem(kept, item) ? { ...kept, ...change } : kept)),
  });
}

/** Changes the site's area or the start date. */
export function updateEnquiry(change: Partial<Pick<Enquiry, 'area' | 'start'>>) {
  saveEnquiry({ ...read(), ...change });
}

let droppedCount = 0;

/**
 * Takes out the items this version of the site no longer offers (`offered` says which it does),
 * counting them for the contact page's note (useDroppedCount).
 */
export function dropUnoffered(offered: (item: EnquiryItem) => boolean) {
  const enquiry = read();
  const items = enquiry.items.filter(offered);
  if (items.length === enquiry.items.length) return;
  droppedCount += enquiry.items.length - items.length;
  saveEnquiry({ ...enquiry, items });
}

/** How many items dropUnoffered has taken out since the page opened. */
export function useDroppedCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => droppedCount,
    () => 0,
  );
}

/** Empties it: Remove all, or a send that reached the company. */
export function clearEnquiry() {
  saveEnquiry(emptyEnquiry);
}

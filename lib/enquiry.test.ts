import { act, renderHook } from '@testing-library/react';
import {
  ENQUIRY_KEY,
  clearEnquiry,
  dropUnoffered,
  parseEnquiry,
  serializeEnquiry,
  toggleItem,
  updateEnquiry,
  updateItem,
  useDroppedCount,
  useEnquiry,
} from './enquiry';

const excavator = { kind: 'machine', id: 'komatsu-pc210-excavator' } as const;
const sand = { kind: 'material', id: 'sylhet-sand' } as const;

afterEach(() => {
  act(() => clearEnquiry());
  localStorage.clear();
});

describe('the stored enquiry', () => {
  it('is read back as it was written, under one key with its version', () => {
    const enquiry = {
      items: [{ ...excavator, count: '2', duration: '3', period: 'weeks', operator: 'without' } as const],
      area: 'Mirpur',
      start: '2030-01-05',
    };
    const raw = serializeEnquiry(enquiry);
    expect(JSON.parse(raw)).toMatchObject({ version: 1, area: 'Mirpur' });
    expect(parseEnquiry(raw)).toEqual({
      items: [{ ...enquiry.items[0], quantity: undefined }],
      area: 'Mirpur',
      start: '2030-01-05',
    });
  });

  it('reads as empty what it cannot read: nothing, broken JSON, another version', () => {
    const empty = { items: [], area: '', start: '' };
    expect(parseEnquiry(null)).toEqual(empty);
    expect(parseEnquiry('{')).toEqual(empty);
    expect(parseEnquiry(JSON.stringify({ version: 2, items: [excavator] }))).toEqual(empty);
  });

  it('leaves out an item of an unknown kind, without an id, or there twice', () => {
    const raw = JSON.stringify({
      version: 1,
      items: [excavator, { kind: 'vehicle', id: 'x' }, { kind: 'service' }, excavator, sand],
    });
    expect(parseEnquiry(raw).items.map((item) => item.id)).toEqual([excavator.id, sand.id]);
  });
});

describe('the enquiry on the page', () => {
  it('adds an item (a machine: one, by the day, with an operator), keeps what is typed, and takes it out', () => {
    const { result } = renderHook(() => useEnquiry());
    expect(result.current.items).toEqual([]);
    act(() => toggleItem(excavator));
    act(() => toggleItem(sand));
    expect(result.current.items).toEqual([
      { ...excavator, count: '1', period: 'days', operator: 'with' },
      { ...sand },
    ]);
    act(() => updateItem(sand, { quantity: '2000' }));
    act(() => updateEnquiry({ area: 'Mirpur' }));
    expect(parseEnquiry(localStorage.getItem(ENQUIRY_KEY))).toEqual(result.current);
    expect(result.current.items[1]?.quantity).toBe('2000');
    act(() => toggleItem(excavator));
    expect(result.current.items.map((item) => item.id)).toEqual([sand.id]);
  });

  it('leaves nothing stored once emptied', () => {
    act(() => toggleItem(sand));
    expect(localStorage.getItem(ENQUIRY_KEY)).not.toBeNull();
    act(() => clearEnquiry());
    expect(localStorage.getItem(ENQUIRY_KEY)).toBeNull();
  });

  it('follows another tab of the site', () => {
    const { result } = renderHook(() => useEnquiry());
    act(() => {
      localStorage.setItem(ENQUIRY_KEY, serializeEnquiry({ items: [sand], area: '', start: '' }));
      window.dispatchEvent(new StorageEvent('storage', { key: ENQUIRY_KEY }));
    });
    expect(result.current.items).toEqual([sand]);
  });

  it('drops the items no longer offered and counts them for the note', () => {
    const { result } = renderHook(() => ({ enquiry: useEnquiry(), dropped: useDroppedCount() }));
    act(() => toggleItem({ kind: 'service', id: 'retired-service' }));
    act(() => toggleItem(sand));
    act(() => dropUnoffered((item) => item.id !== 'retired-service'));
    expect(result.current.enquiry.items).toEqual([sand]);
    expect(result.current.dropped).toBe(1);
  });
});

import { CONTACT_DRAFT_TTL_MS } from '@/lib/constants';
import { clearDraft, readDraft, saveDraft } from './useDraft';

const KEY = 'unnoti:contact-draft';
const draft = { name: 'Karim', email: 'karim@example.com', message: 'Half-written enquiry' };
const saved = Date.UTC(2026, 10, 23, 9, 0);

describe('the contact draft', () => {
  beforeEach(() => localStorage.clear());

  it('is saved with the time and read back while it is younger than its lifetime', () => {
    saveDraft(draft, saved);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ ...draft, savedAt: saved });
    expect(readDraft(saved)).toEqual(draft);
    expect(readDraft(saved + CONTACT_DRAFT_TTL_MS - 1)).toEqual(draft);
  });

  it('is forgotten once its lifetime is up, and removed from the browser', () => {
    saveDraft(draft, saved);
    expect(readDraft(saved + CONTACT_DRAFT_TTL_MS)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets a draft with no date, a date in the future or a shape it cannot read', () => {
    for (const stored of [
      JSON.stringify(draft),
      JSON.stringify({ ...draft, savedAt: saved + 60_000 }),
      JSON.stringify({ ...draft, savedAt: 'yesterday' }),
      'not json',
      'null',
    ]) {
      localStorage.setItem(KEY, stored);
      expect(readDraft(saved)).toBeNull();
      expect(localStorage.getItem(KEY)).toBeNull();
    }
  });

  it('reads only text fields', () => {
    localStorage.setItem(KEY, JSON.stringify({ name: 42, message: 'Hi', extra: 'x', savedAt: saved }));
    expect(readDraft(saved)).toEqual({ name: '', email: '', message: 'Hi' });
  });

  it('an empty form removes it, and a sent message clears it', () => {
    saveDraft(draft, saved);
    saveDraft({ name: '', email: '', message: '' }, saved);
    expect(localStorage.getItem(KEY)).toBeNull();
    saveDraft(draft, saved);
    clearDraft();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('works without storage', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readDraft()).toBeNull();
    expect(() => saveDraft(draft)).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

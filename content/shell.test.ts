/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import { shell as bnText } from './bn/shell';
import { shell as enText } from './en/shell';
import { navigation, quickLinkRoutes } from './navigation';
import { shellText } from './shell';
import { keys, strings } from '@/tests/unit/content-steps';

describe('shell text', () => {
  it('has the same keys in both languages', () => {
    // A control's hidden words go where the language puts them (ActionWords): before in Bangla, after in English.
    const sameSide = (key: string) => key.replace(/\.hidden(?:Before|After)$/, '.hidden');
    expect(keys(bnText).map(sameSide).sort()).toEqual(keys(enText).map(sameSide).sort());
  });

  it('has no empty or untrimmed text in either language, and Bangla text in Bangla', () => {
    for (const locale of locales) {
      for (const text of strings(shellText[locale])) {
        expect(text.length).toBeGreaterThan(0);
        expect(text.trim()).toBe(text);
      }
    }
    // Every Bangla string that is words (not a template's slots alone) is in Bengali script.
    for (const text of strings(shellText.bn)) expect(text).toMatch(/[\u0980-\u09ff]/);
  });

  it('keeps the English words the spec quotes', () => {
    expect(shellText.en.loading).toBe('..Loading..');
    expect(shellText.en.footer.quickLinks).toBe('Quick Links');
    expect(quickLinkRoutes.map((id) => shellText.en.footer.quickLinkNames[id])).toEqual([
      'Home',
      'About Us',
      'Services',
      'Projects',
      'Contact',
    ]);
    expect(shellText.en.footer.services).toBe('Our Services');
    expect(shellText.en.footer.contact).toBe('Contact Info');
    expect(shellText.en.menu.download).toBe('Download Company Profile');
    expect(shellText.en.viewDetails.shown).toBe('View Details');
  });

  it('says beside the company profile, on Bangla pages only, that it is in English', () => {
    expect(shellText.en.profile.language).toBeNull();
    expect(shellText.bn.profile.language).toBe('(ইংরেজিতে)');
  });

  it('fills its templates in both languages: the footer lines and the slide label', () => {
    for (const locale of locales) {
      const { copyright, designedBy } = shellText[locale].footer;
      expect(copyright).toContain('{year}');
      expect(copyright).toContain('{name}');
      expect(designedBy).toContain('{designer}');
      expect(shellText[locale].slide.label).toContain('{position}');
      expect(shellText[locale].slide.label).toContain('{count}');
    }
    const address = { street: 'S', area: 'A', city: 'C', postalCode: 'P', country: 'B' };
    expect(shellText.en.footer.address(address)).toBe('S, A, C P, B');
    expect(shellText.bn.footer.address(address)).toBe('S, A, C-P, B');
  });

  it('has quick links that point at routes of the menu', () => {
    const ids: string[] = navigation.en.map((item) => item.id);
    for (const id of quickLinkRoutes) expect(ids).toContain(id);
  });
});

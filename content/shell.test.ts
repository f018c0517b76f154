/**
 * @jest-environment node
 */
import { locales, type Locale } from '@/lib/i18n';
import { quickLinkRoutes } from './navigation';
import { shellText } from './shell';

describe('shell text', () => {
  it("keeps the spec's loading text and footer quick links", () => {
    expect(shellText.en.loading).toBe('..Loading..');
    expect(quickLinkRoutes.map((id) => shellText.en.footer.quickLinkNames[id])).toEqual([
      'Home',
      'About Us',
      'Services',
      'Projects',
      'Contact',
    ]);
  });

  it('says beside the company profile, on Bangla pages only, that it is in English', () => {
    expect(shellText.en.profile.language).toBeNull();
    expect(shellText.bn.profile.language).toMatch(/[\u0980-\u09ff]/);
  });

  it('fills the footer lines and the slide label, and writes an address as each language does', () => {
    for (const locale of locales) {
      const { copyright, designedBy } = shellText[locale].footer;
      expect(copyright).toMatch(/(?=.*\{year\})(?=.*\{name\})/);
      expect(designedBy).toContain('{designer}');
      expect(shellText[locale].slide.label).toMatch(/(?=.*\{position\})(?=.*\{count\})/);
    }
    const address = { street: 'S', area: 'A', city: 'C', postalCode: 'P', country: 'B' };
    expect(shellText.en.footer.address(address)).toBe('S, A, C P, B');
    expect(shellText.bn.footer.address(address)).toBe('S, A, C-P, B');
  });

  it.each<[Locale, string, string, string]>([
    ['en', '2', '6', '04'],
    ['bn', '২', '৬', '০৪'],
  ])("numbers a list's pages and tiles in the page's digits (%s)", (locale, two, six, four) => {
    const list = shellText[locale].list;
    expect(list.pageOf(2, 6)).toMatch(new RegExp(`${two} \\S+ ${six}$`));
    expect(list.figure(4)).toBe(four);
  });
});

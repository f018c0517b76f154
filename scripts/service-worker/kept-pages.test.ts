/** @jest-environment node */
import { KEPT_LIST, keptPageName, localeOfPath, pageTitle, withKeptPages } from './kept-pages';

describe('localeOfPath', () => {
  it('reads Bangla under /bn/ and English everywhere else', () => {
    expect(localeOfPath('/bn/')).toBe('bn');
    expect(localeOfPath('/bn')).toBe('bn');
    expect(localeOfPath('/bn/projects/x/')).toBe('bn');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/bnx/')).toBe('en');
    expect(localeOfPath('/about/')).toBe('en');
  });
});

describe('pageTitle', () => {
  it("reads a page's title as the visitor reads it", () => {
    expect(pageTitle('<head><title>Rent &amp; Supply | Unnoti</title></head>')).toBe(
      'Rent & Supply | Unnoti',
    );
    expect(pageTitle('<title>ভাড়া</title>')).toBe('ভাড়া');
    expect(pageTitle('<p>no title</p>')).toBeNull();
    expect(pageTitle('<title> </title>')).toBeNull();
  });
});

describe('keptPageName', () => {
  it("names a kept page by its title without the company's name, the home page by the name alone", () => {
    expect(keptPageName('About Us | Unnoti Construction', 'Unnoti Construction')).toBe('About Us');
    expect(keptPageName('ঢাকায় ভেকু ভাড়া | উন্নতি কনস্ট্রাকশন', 'উন্নতি কনস্ট্রাকশন')).toBe('ঢাকায় ভেকু ভাড়া');
    expect(
      keptPageName('Unnoti Construction | Construction, Rental & Supply in Dhaka', 'Unnoti Construction'),
    ).toBe('Unnoti Construction');
  });

  it('leaves a title without the name as it is, and never empties one', () => {
    expect(keptPageName('Page not found', 'Unnoti Construction')).toBe('Page not found');
    expect(keptPageName(' | Unnoti Construction', 'Unnoti Construction')).toBe(' | Unnoti Construction');
  });
});

describe('withKeptPages', () => {
  const page = `<main><h2>Kept</h2>${KEPT_LIST}<p data-kept-none>None yet.</p></main>`;

  it('lists each kept page by its title, escaped, and drops the "none yet" line', () => {
    const html = withKeptPages(page, [
      { path: '/rent/', title: 'Rent <Equipment> & more' },
      { path: '/', title: 'Home' },
    ]);
    expect(html).toBe(
      '<main><h2>Kept</h2><ul data-kept-pages><li><a href="/">Home</a></li><li><a href="/rent/">Rent &lt;Equipment&gt; &amp; more</a></li></ul></main>',
    );
  });

  it('leaves the page as it is with no page kept', () => {
    expect(withKeptPages(page, [])).toBe(page);
  });
});

/** @jest-environment node */
import {
  KEPT_LIST,
  canonicalPagePath,
  entriesToDrop,
  keptPageName,
  localeOfPath,
  namedFiles,
  pageTitle,
  withKeptPages,
  type KeptEntry,
} from './kept-pages';

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
    expect(keptPageName('About Us | Acme Builders', 'Acme Builders')).toBe('About Us');
    expect(keptPageName('ঢাকায় ভেকু ভাড়া | উন্নতি কনস্ট্রাকশন', 'উন্নতি কনস্ট্রাকশন')).toBe('ঢাকায় ভেকু ভাড়া');
    expect(keptPageName('Acme Builders | Building in Dhaka', 'Acme Builders')).toBe('Acme Builders');
  });

  it('leaves a title without the name as it is, and never empties one', () => {
    expect(keptPageName('Page not found', 'Acme Builders')).toBe('Page not found');
    expect(keptPageName(' | Acme Builders', 'Acme Builders')).toBe(' | Acme Builders');
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

  it("puts an address's and a title's characters in as text: no replacement pattern, no markup", () => {
    const html = withKeptPages(page, [
      { path: "/a$'b/", title: "$' and $& and $$ and $1" },
      { path: '/c/"></a></main>/', title: '</main><script>alert("x")</script>' },
    ]);
    expect(html).toBe(
      '<main><h2>Kept</h2><ul data-kept-pages>' +
        '<li><a href="/a$\'b/">$\' and $&amp; and $$ and $1</a></li>' +
        '<li><a href="/c/&quot;&gt;&lt;/a&gt;&lt;/main&gt;/">&lt;/main&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</a></li>' +
        '</ul></main>',
    );
  });
});

describe('canonicalPagePath', () => {
  it('gives a page one address: repeated slashes are one, index.html is its folder, a folder ends in a slash', () => {
    for (const variant of ['/about/', '/about//', '/about///', '//about/', '/about/index.html', '/about'])
      expect(canonicalPagePath(variant)).toBe('/about/');
    expect(canonicalPagePath('/')).toBe('/');
    expect(canonicalPagePath('/index.html')).toBe('/');
    expect(canonicalPagePath('/bn/projects/x//index.html')).toBe('/bn/projects/x/');
  });

  it('is null for a file, which is not a page', () => {
    for (const file of [
      '/company-profile.pdf',
      '/about/index.txt',
      '/robots.txt',
      '/sw.js',
      '/manifest.webmanifest',
      '/404.html',
    ])
      expect(canonicalPagePath(file)).toBeNull();
  });
});

describe('namedFiles', () => {
  it("lists the site's stylesheets, scripts and preloads a page names, each once, and nothing else", () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next">' +
      "<link rel='preload' as='font' crossorigin href='/_next/static/media/f.woff2' type='font/woff2'>" +
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
      '<script src="/_next/static/chunks/b.js" async=""></script><script>self.x=1</script>' +
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
      '<link rel="stylesheet" href="/details-without-script.css">' +
      '<link rel="icon" href="/icon.svg"><link rel="manifest" href="/manifest.webmanifest">' +
      '<link rel="stylesheet" href="https://elsewhere.example/x.css"><img src="/img/a.avif">' +
      '<a href="/_next/static/chunks/c.css">not a link element</a>';
    expect(namedFiles(html)).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/media/f.woff2',
      '/_next/static/chunks/b.js',
      '/details-without-script.css',
    ]);
  });
});

describe('entriesToDrop', () => {
  const limits = { entries: { pages: 2, files: 3, pictures: 2 }, bytes: 1000 };
  const page = (url: string, files: string[], bytes = 10): KeptEntry => ({
    kind: 'pages',
    url,
    bytes,
    files,
  });
  const file = (url: string, bytes = 10): KeptEntry => ({ kind: 'files', url, bytes });
  const picture = (url: string, bytes = 10): KeptEntry => ({ kind: 'pictures', url, bytes });

  it('drops nothing within the limits', () => {
    expect(entriesToDrop([page('/a/', ['x.css']), file('x.css'), picture('p1')], limits)).toEqual(new Set());
  });

  it('drops the oldest pages beyond the count, with the files no page left names', () => {
    const entries = [
      page('/a/', ['shared.css', 'a.css']),
      page('/b/', ['shared.css']),
      page('/c/', ['shared.css']),
      file('shared.css'),
      file('a.css'),
    ];
    expect(entriesToDrop(entries, limits)).toEqual(new Set(['/a/', 'a.css']));
  });

  it('drops the oldest pictures beyond the count', () => {
    expect(entriesToDrop([picture('p1'), picture('p2'), picture('p3')], limits)).toEqual(new Set(['p1']));
  });

  it('over too many files, drops those no page names, never a page’s own', () => {
    const entries = [
      page('/a/', ['a.css', 'a.js', 'b.js']),
      file('a.css'),
      file('late.js'),
      file('a.js'),
      file('b.js'),
    ];
    expect(entriesToDrop(entries, limits)).toEqual(new Set(['late.js']));
  });

  it('over the bytes, drops pictures first, then files no page names, then the oldest pages with their files', () => {
    const entries = [
      page('/a/', ['a.css'], 400),
      file('a.css', 100),
      page('/b/', ['b.css'], 300),
      file('b.css', 100),
      file('late.js', 50),
      picture('p1', 200),
    ];
    // 1150 bytes: the picture (950), then late.js (900).
    expect(entriesToDrop(entries, { ...limits, bytes: 900 })).toEqual(new Set(['p1', 'late.js']));
    // Bound at 500: then /a/ with a.css (400), within.
    expect(entriesToDrop(entries, { ...limits, bytes: 500 })).toEqual(
      new Set(['p1', 'late.js', '/a/', 'a.css']),
    );
  });
});

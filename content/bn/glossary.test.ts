/**
 * @jest-environment node
 *
 * GLOSSARY.md is enforced: for each term it names the Bangla form the site uses and the forms it does
 * not ("Not used"), and no text in content/bn may hold a form not used, whether a spelling that
 * drifted (ইমেইল for ই-মেইল) or an English word in Bangla letters where Bangla has a plain one
 * (কন্টাক্ট for যোগাযোগ). The texts are read from the source, so the words inside a function's
 * template (a count, a label with a name in it) are read too; comments are not texts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const HEADER = ['English', 'বাংলা', 'Not used', 'Note'];

interface Term {
  english: string;
  used: string;
  notUsed: string[];
  /** The glossary's section, e.g. 'Contact' or 'English words in Bangla letters'. */
  section: string;
}

/** The rows of every table whose header is `| English | বাংলা | Not used | Note |`. */
function parseGlossary(markdown: string): Term[] {
  const terms: Term[] = [];
  let section = '';
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3).trim();
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.join('|') === HEADER.join('|')) {
      inTable = true;
      continue;
    }
    if (!inTable || cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const [english = '', used = '', notUsed = ''] = cells;
    terms.push({
      english,
      used,
      notUsed: notUsed
        ? notUsed
            .split(',')
            .map((form) => form.trim())
            .filter(Boolean)
        : [],
      section,
    });
  }
  return terms;
}

/** A form found at the start of a word, with any ending: 'ম্যাপ' finds 'ম্যাপে' but not 'টেম্যাপ'. */
function formPattern(form: string): RegExp {
  const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\u0980-\\u09FF\\u200C\\u200D])${escaped}`, 'u');
}

interface Text {
  file: string;
  line: number;
  text: string;
}

/** Every string literal and template text of a TypeScript source (empty ones aside), with its line. */
function textsOf(file: string, source: string): Text[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const texts: Text[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (!node.text) return;
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
      texts.push({ file, line: line + 1, text: node.text });
    }
    node.forEachChild(visit);
  };
  visit(sourceFile);
  return texts;
}

/** Each use of a form not used, as '<file>:<line> "<text>": <form> → <used> (<english>)'. */
function violations(terms: readonly Term[], texts: readonly Text[]): string[] {
  return terms.flatMap((term) =>
    term.notUsed.flatMap((form) =>
      texts
        .filter(({ text }) => formPattern(form).test(text))
        .map(({ file, line, text }) => `${file}:${line} "${text}": ${form} → ${term.used} (${term.english})`),
    ),
  );
}

describe('the glossary check', () => {
  const glossary = `## Contact

| English | বাংলা | Not used | Note |
| --- | --- | --- | --- |
| e-mail | ই-মেইল | ইমেইল, ইমেল | |
| map | মানচিত্র | ম্যাপ | |

| English | Other |
| --- | --- |
| ignored | row |

## English words in Bangla letters

| English | বাংলা | Not used | Note |
| ------- | ----- | -------- | ---- |
| contact | যোগাযোগ | কন্টাক্ট | |
`;

  it('reads the rows of the four-column tables, each under its section', () => {
    expect(parseGlossary(glossary)).toEqual([
      { english: 'e-mail', used: 'ই-মেইল', notUsed: ['ইমেইল', 'ইমেল'], section: 'Contact' },
      { english: 'map', used: 'মানচিত্র', notUsed: ['ম্যাপ'], section: 'Contact' },
      {
        english: 'contact',
        used: 'যোগাযোগ',
        notUsed: ['কন্টাক্ট'],
        section: 'English words in Bangla letters',
      },
    ]);
  });

  it('finds a form at the start of a word with its ending, and not inside another word', () => {
    expect(formPattern('ম্যাপ').test('ম্যাপে দেখুন')).toBe(true);
    expect(formPattern('ম্যাপ').test('(ম্যাপ)')).toBe(true);
    expect(formPattern('ইমেইল').test('ই-মেইল')).toBe(false);
    expect(formPattern('পাতা').test('সম্পাতা')).toBe(false);
  });

  it('reads string literals and template texts, not comments, and names where each is', () => {
    const source = `// ম্যাপ in a comment
export const text = {
  map: 'ম্যাপ',
  count: (n: string) => \`\${n}টি কন্টাক্ট\`,
};`;
    const texts = textsOf('x.ts', source);
    expect(texts).toEqual([
      { file: 'x.ts', line: 3, text: 'ম্যাপ' },
      { file: 'x.ts', line: 4, text: 'টি কন্টাক্ট' },
    ]);
    expect(violations(parseGlossary(glossary), texts)).toEqual([
      'x.ts:3 "ম্যাপ": ম্যাপ → মানচিত্র (map)',
      'x.ts:4 "টি কন্টাক্ট": কন্টাক্ট → যোগাযোগ (contact)',
    ]);
  });
});

describe('content/bn against GLOSSARY.md', () => {
  const folder = __dirname;
  const terms = parseGlossary(readFileSync(path.join(folder, 'GLOSSARY.md'), 'utf8'));
  const texts = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => textsOf(`content/bn/${file}`, readFileSync(path.join(folder, file), 'utf8')));

  it('reads every term table and every Bangla text', () => {
    expect(terms.length).toBeGreaterThan(60);
    expect(terms.some((term) => term.section === 'English words in Bangla letters')).toBe(true);
    expect(texts.length).toBeGreaterThan(500);
  });

  it('uses no form the glossary lists as not used', () => {
    expect(violations(terms, texts)).toEqual([]);
  });

  it('lists no form as not used that another term uses', () => {
    const usedForms = terms.flatMap((term) => term.used.split(' / ').map((form) => ({ form, term })));
    const clashes = terms.flatMap((term) =>
      term.notUsed.flatMap((form) =>
        usedForms
          .filter((used) => formPattern(form).test(used.form))
          .map(
            (used) => `${form} (not used for ${term.english}) is ${used.term.english}'s form ${used.form}`,
          ),
      ),
    );
    expect(clashes).toEqual([]);
  });
});

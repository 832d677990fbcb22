/**
 * The repository's references must be followable by whoever clones it: no citation of the outside
 * specification or design document (they are not in the repository), and every pointer into the product's
 * reference (`docs/product/<page>.md#<anchor>`, or a relative markdown link to a page of docs/product or to
 * ARCHITECTURE.md) names a page that exists and a heading it has. Reads the git-tracked text files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|css|html|md|ya?ml|sh|txt)$/;
const SKIP = new Set(['package-lock.json']);

/** The section sign, written as an escape so that this file cites nothing itself. */
const SECTION = '\u00a7';
/** What may sit between the parts of a citation broken over lines: blanks and comment markers. */
const GAP = String.raw`(?:\s|\*|//|#)*`;

/** Patterns that cite the outside specification or design document, with what each one catches. */
const CITATIONS: readonly { readonly what: string; readonly pattern: RegExp }[] = [
  { what: 'spec N section', pattern: new RegExp(String.raw`\bspec${GAP}[0-9]${GAP}${SECTION}`, 'gi') },
  { what: 'spec N line', pattern: /\bspec [0-9] lines? [0-9]/gi },
  { what: 'DESIGN section', pattern: new RegExp(String.raw`\bDESIGN(?:\.md)?${GAP}${SECTION}`, 'g') },
];
/** A section number left alone ("and 5.4" after a citation); issues, RFCs and ISO standards keep theirs. */
const BARE_SECTION = new RegExp(`${SECTION} ?[0-9]`, 'g');
const OWN_SECTIONS = /\b(?:issue|RFC|ISO)\s[\d-]+\s?$/i;

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const lineText = (text: string, line: number) => (text.split('\n')[line - 1] ?? '').trim().slice(0, 140);

/** Every citation of the outside specification or design document in one file's text. */
export function findCitations(file: string, text: string): Finding[] {
  const found = new Map<number, Finding>();
  const add = (index: number) => {
    const line = lineOf(text, index);
    if (!found.has(line)) found.set(line, { file, line, text: lineText(text, line) });
  };
  for (const { pattern } of CITATIONS) for (const match of text.matchAll(pattern)) add(match.index);
  for (const match of text.matchAll(BARE_SECTION)) {
    if (!OWN_SECTIONS.test(text.slice(Math.max(0, match.index - 30), match.index))) add(match.index);
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

interface Reference extends Finding {
  /** The target, relative to the repository's root. */
  readonly target: string;
  readonly anchor: string | undefined;
}

/** Pages whose anchors are checked: the product's reference and the architecture map. */
const isCheckedPage = (target: string) =>
  /^docs\/product\/[^/]+\.md$/.test(target) || target === 'ARCHITECTURE.md';

/** The references of one file into the checked pages. */
export function findReferences(file: string, text: string): Reference[] {
  const references: Reference[] = [];
  const add = (index: number, target: string, anchor: string | undefined) => {
    const line = lineOf(text, index);
    references.push({ file, line, text: lineText(text, line), target, anchor });
  };
  // Written as a path from the root, in code and prose alike.
  for (const match of text.matchAll(/(?<![\w./-])(docs\/product\/[\w-]+\.md|ARCHITECTURE\.md)#([\w-]*)/g)) {
    add(match.index, match[1]!, match[2]);
  }
  // A markdown link, relative to the file's folder.
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(/\]\(([^)\s#]+\.md)(?:#([^)\s]*))?\)/g)) {
      if (/^[a-z]+:/i.test(match[1]!)) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!));
      if (isCheckedPage(target)) add(match.index, target, match[2]);
    }
  }
  return references;
}

/** The broken ones among references: a page that does not exist, or an anchor its headings do not make. */
export function brokenReferences(
  references: readonly Reference[],
  readPage: (page: string) => string | null,
) {
  const anchorsOf = new Map<string, Set<string> | null>();
  const anchors = (page: string) => {
    if (!anchorsOf.has(page)) {
      const text = readPage(page);
      anchorsOf.set(page, text === null ? null : headingAnchors(text));
    }
    return anchorsOf.get(page)!;
  };
  return references.filter((reference) => {
    const known = anchors(reference.target);
    return known === null || (reference.anchor !== undefined && !known.has(reference.anchor));
  });
}

const trackedTexts = (): { file: string; text: string }[] =>
  execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => TEXT.test(file) && !SKIP.has(path.posix.basename(file)))
    // A file deleted in the working tree but not yet from the index is gone: nothing to read.
    .filter((file) => existsSync(path.join(ROOT, file)))
    .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

const report = (findings: readonly Finding[]) => findings.map((f) => `${f.file}:${f.line}: ${f.text}`);

describe('references in the tracked files', () => {
  const files = trackedTexts();

  it('cite no outside specification or design document', () => {
    const findings = files.flatMap(({ file, text }) => findCitations(file, text));
    expect(report(findings)).toEqual([]);
  });

  it('point only to product pages and headings that exist', () => {
    const references = files.flatMap(({ file, text }) => findReferences(file, text));
    const readPage = (page: string) => {
      const full = path.join(ROOT, page);
      return existsSync(full) ? readFileSync(full, 'utf8') : null;
    };
    expect(references.length).toBeGreaterThan(100);
    expect(report(brokenReferences(references, readPage))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const s = SECTION;

  it('find a citation, one broken over comment lines, a line number, a design section and a lone section', () => {
    const text = [
      `/** The dates rule (spec 2 ${s}5.3). */`,
      ` * Build (Spec 1 ${s}2, spec 2`,
      ` * ${s}3.7) and more`,
      `// spec 2 ${'line'} 139`,
      `// (DESIGN ${s}3)`,
      `and ${s}5.4 alone`,
      `issue 23 ${s}1, RFC 8785 ${s}3.2.3 and ISO 32000-1 ${s}7.5 are not citations`,
    ].join('\n');
    expect(findCitations('x.ts', text).map((f) => f.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('make the anchors GitHub makes', () => {
    const anchors = headingAnchors(
      '# Title\n## Its life\n## The `code`, and more!\n```\n## not a heading\n```\n## Its life',
    );
    expect([...anchors]).toEqual(['title', 'its-life', 'the-code-and-more', 'its-life-1']);
  });

  it('find a missing anchor and a missing page, from code and from a relative link', () => {
    // Built from parts, so that this file points nowhere itself.
    const tender = ['docs', 'product', 'tender.md'].join('/');
    const nope = ['docs', 'product', 'nope.md'].join('/');
    const readPage = (page: string) => (page === tender ? '# Tender\n## Questions\n' : null);
    const code = findReferences('a.ts', `see ${tender}#questions and ${tender}#answers`);
    const docs = findReferences(
      'docs/decisions/001-x.md',
      '[q](../product/tender.md#questions), [n](../product/nope.md)',
    );
    expect(
      brokenReferences([...code, ...docs], readPage).map((r) => `${r.target}#${r.anchor ?? ''}`),
    ).toEqual([`${tender}#answers`, `${nope}#`]);
  });
});

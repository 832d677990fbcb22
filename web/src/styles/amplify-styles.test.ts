import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * styles/amplify.css imports Amplify UI's stylesheet one component at a time (decision 017). A component used
 * without its stylesheet would render unstyled, so every name imported from '@aws-amplify/ui-react' must be
 * known here, with the files it needs.
 */
const STYLES_OF: Record<string, readonly string[]> = {
  Alert: ['alert', 'icon', 'button', 'flex'],
  Badge: ['badge'],
  Button: ['button'],
  Card: ['card'],
  Flex: ['flex'],
  Heading: ['heading'],
  Link: ['link'],
  Loader: ['loader'],
  Placeholder: ['placeholder'],
  SelectField: ['select', 'selectField', 'field', 'fieldMessages', 'icon', 'flex'],
  Text: ['text'],
  TextField: ['field', 'fieldMessages', 'fieldGroup', 'input', 'textField', 'flex'],
  VisuallyHidden: ['visuallyHidden'],
};
/** Imports that render no element of their own. */
const NOT_RENDERED = new Set(['useTheme']);

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

function amplifyImports(): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@aws-amplify\/ui-react'/g)) {
      for (const raw of m[1]!.split(',')) {
        const name = raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (name) users.set(name, [...(users.get(name) ?? []), relative(srcDir, file)]);
      }
    }
  }
  return users;
}

describe('styles/amplify.css', () => {
  const css = readFileSync(join(srcDir, 'styles', 'amplify.css'), 'utf8');
  const imported = new Set(
    [...css.matchAll(/@import '@aws-amplify\/ui-react\/styles\/([A-Za-z_]+)\.layer\.css';/g)].map(
      (m) => m[1]!,
    ),
  );

  it('has a stylesheet rule for every Amplify UI name the app imports', () => {
    const users = amplifyImports();
    expect(users.size).toBeGreaterThan(0);
    const unknown = [...users.keys()].filter((name) => !NOT_RENDERED.has(name) && !STYLES_OF[name]);
    expect(unknown, 'add the component to STYLES_OF and its stylesheet(s) to styles/amplify.css').toEqual([]);
  });

  it("imports the theme's base and every stylesheet the used components need", () => {
    const needed = new Set(['base']);
    for (const name of amplifyImports().keys()) for (const file of STYLES_OF[name] ?? []) needed.add(file);
    expect([...needed].filter((file) => !imported.has(file))).toEqual([]);
  });

  it('imports only the layered files, in the order of its @layer statement', () => {
    expect(css).toMatch(/^@layer amplify\.base, amplify\.components;$/m);
    expect(css).not.toMatch(/@import '@aws-amplify\/ui-react\/styles(?:\.layer)?\.css'/);
    expect(css.indexOf('/base.layer.css')).toBeLessThan(css.indexOf('/flex.layer.css'));
  });
});

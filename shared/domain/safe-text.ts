/**
 * The characters no text of the product may hold (decision 070): C0 control characters other than tab,
 * line feed and carriage return (NUL among them: they break XML exports, logs and C-string consumers),
 * lone UTF-16 surrogates (not a character at all: DynamoDB, S3 and the mailer refuse or mangle them), and
 * the bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2070 (they make
 * "invoice\u202Efdp.exe" read as "invoiceexe.pdf"). The plain direction marks U+200E/U+200F stay allowed:
 * they cannot reorder text, and right-to-left names need them.
 * Pure rules, used by the browser's forms and the server's schemas alike.
 */

// A lone surrogate: a high one not followed by a low one, or a low one not preceded by a high one.
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u202A-\u202E\u2066-\u2070]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');
/** Line breaks and tabs too: a file name is one line. */
const LINE_BREAKS = /[\t\n\r]/g;

/** True when the text holds none of the forbidden characters. */
export function isSafeText(text: string): boolean {
  return !UNSAFE.test(text);
}

/**
 * A file name as the user's disk gave it, without the forbidden characters nor line breaks: the name is
 * not typed, so it is cleaned rather than refused, and what remains shows the file's real extension.
 */
export function cleanFileName(name: string): string {
  return name.replace(UNSAFE_ALL, '').replace(LINE_BREAKS, ' ');
}

/**
 * Where, in a parsed request (strings, arrays, plain objects, their keys included), the first text with a
 * forbidden character is: its path, or undefined when every text is safe. Walks iteratively, so a deep
 * value cannot exhaust the stack.
 */
export function findUnsafeText(value: unknown): (string | number)[] | undefined {
  // Each entry links to its parent, so a path is built only for the text found.
  interface Entry {
    value: unknown;
    key?: string | number;
    parent?: Entry;
  }
  const pathOf = (entry: Entry | undefined, last: (string | number)[] = []) => {
    const path = last;
    for (let at = entry; at?.parent; at = at.parent) path.unshift(at.key!);
    return path;
  };
  const stack: Entry[] = [{ value }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, key: index, parent: entry }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return pathOf(entry, [key]);
        stack.push({ value: item, key, parent: entry });
      }
    }
  }
  return undefined;
}

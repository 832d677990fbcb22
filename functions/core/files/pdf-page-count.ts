/**
 * Counts a PDF's pages from its bytes, on the server (docs/decisions/069): the page count a bid file's
 * requirement asks for is read from the file, never typed. A small reader rather than pdfjs-dist: pdfjs
 * needs Node 22 APIs the local runtime lacks and would bring about 1.8 MB of parser and worker into the
 * Lambda, to read one number. What it reads (ISO 32000-1 §7.5): the cross-reference sections from the
 * last `startxref` back through `/Prev` (classic tables and cross-reference streams, hybrid files'
 * `/XRefStm`), objects in object streams, Flate with PNG or TIFF predictors; and, when the
 * cross-reference is damaged, the objects found by scanning the file, as readers do. The pages are the
 * leaves of the page tree walked from the catalogue (a root `/Count` is not trusted: a 1-page file may
 * claim 5). An encrypted file whose page tree sits in encrypted object streams is unreadable here.
 */
import { inflateSync, constants as zlib } from 'node:zlib';

export type PdfPageCount = { ok: true; pages: number } | { ok: false; reason: 'notPdf' | 'unreadable' };

/** A page tree deeper or wider than this is not a bid document: stop rather than walk forever. */
const MAX_PAGES = 1_000_000;
const MAX_DEPTH = 64;

type Ref = { num: number; gen: number };
type PdfValue =
  | number
  | boolean
  | null
  | string
  | { name: string }
  | Ref
  | PdfValue[]
  | PdfDict
  | { stream: PdfDict; data: Uint8Array };
type PdfDict = { dict: Map<string, PdfValue> };

class Unreadable extends Error {}
const fail = (why: string): never => {
  throw new Unreadable(why);
};

const isRef = (v: PdfValue | undefined): v is Ref =>
  typeof v === 'object' && v !== null && 'num' in v && 'gen' in v;
const isDict = (v: PdfValue | undefined): v is PdfDict => typeof v === 'object' && v !== null && 'dict' in v;
const isName = (v: PdfValue | undefined, name?: string): v is { name: string } =>
  typeof v === 'object' && v !== null && 'name' in v && (name === undefined || v.name === name);
const isStream = (v: PdfValue | undefined): v is { stream: PdfDict; data: Uint8Array } =>
  typeof v === 'object' && v !== null && 'stream' in v;

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIM = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

/** A lexer over the file's bytes from a position, parsing one object at a time. */
class Parser {
  constructor(
    private readonly bytes: Uint8Array,
    public pos: number,
    private readonly lengthOf: (v: PdfValue) => number | undefined = () => undefined,
  ) {}

  private skip() {
    const b = this.bytes;
    for (;;) {
      while (this.pos < b.length && WHITE.has(b[this.pos]!)) this.pos++;
      if (b[this.pos] !== 0x25) return; // % comment to the end of the line
      while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
    }
  }

  private word(): string {
    const b = this.bytes;
    const start = this.pos;
    while (this.pos < b.length && !WHITE.has(b[this.pos]!) && !DELIM.has(b[this.pos]!)) this.pos++;
    return Buffer.from(b.subarray(start, this.pos)).toString('latin1');
  }

  /** The next keyword or number without consuming it, or undefined. */
  peekWord(): string {
    const at = this.pos;
    this.skip();
    const w = this.word();
    this.pos = at;
    return w;
  }

  nextWord(): string {
    this.skip();
    return this.word();
  }

  expectWord(word: string) {
    if (this.nextWord() !== word) fail(`expected ${word}`);
  }

  value(depth = 0): PdfValue {
    if (depth > 100) fail('nesting');
    this.skip();
    const b = this.bytes;
    if (this.pos >= b.length) fail('end of file');
    const c = b[this.pos]!;
    if (c === 0x2f) {
      this.pos++;
      return { name: this.word() };
    }
    if (c === 0x5b) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skip();
        if (b[this.pos] === 0x5d) {
          this.pos++;
          return items;
        }
        items.push(this.value(depth + 1));
      }
    }
    if (c === 0x3c && b[this.pos + 1] === 0x3c) {
      this.pos += 2;
      const dict = new Map<string, PdfValue>();
      for (;;) {
        this.skip();
        if (b[this.pos] === 0x3e && b[this.pos + 1] === 0x3e) {
          this.pos += 2;
          break;
        }
        const key = this.value(depth + 1);
        if (!isName(key)) fail('dictionary key');
        dict.set((key as { name: string }).name, this.value(depth + 1));
      }
      return this.afterDict({ dict });
    }
    if (c === 0x3c) {
      const end = b.indexOf(0x3e, this.pos);
      if (end < 0) fail('hex string');
      this.pos = end + 1;
      return '';
    }
    if (c === 0x28) return this.literalString();
    const w = this.word();
    if (w === '') fail(`unexpected byte ${c}`);
    if (w === 'true' || w === 'false') return w === 'true';
    if (w === 'null') return null;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(w)) fail(`unexpected ${w}`);
    const number = Number(w);
    // "n g R": an indirect reference.
    if (/^\d+$/.test(w)) {
      const at = this.pos;
      this.skip();
      const gen = this.word();
      if (/^\d+$/.test(gen)) {
        this.skip();
        if (this.word() === 'R') return { num: number, gen: Number(gen) };
      }
      this.pos = at;
    }
    return number;
  }

  private literalString(): string {
    const b = this.bytes;
    let depth = 0;
    for (; this.pos < b.length; this.pos++) {
      const c = b[this.pos];
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) {
        this.pos++;
        return '';
      }
    }
    return fail('string');
  }

  /** A dictionary followed by `stream` is a stream: its bytes up to /Length, or to `endstream`. */
  private afterDict(dict: PdfDict): PdfValue {
    const at = this.pos;
    this.skip();
    if (this.word() !== 'stream') {
      this.pos = at;
      return dict;
    }
    const b = this.bytes;
    if (b[this.pos] === 0x0d) this.pos++;
    if (b[this.pos] === 0x0a) this.pos++;
    const start = this.pos;
    const declared = this.lengthOf(dict.dict.get('Length') ?? null);
    const ends = (end: number) =>
      Buffer.from(b.subarray(end, Math.min(b.length, end + 32)))
        .toString('latin1')
        .trimStart()
        .startsWith('endstream');
    let end: number;
    if (declared !== undefined && start + declared <= b.length && ends(start + declared))
      end = start + declared;
    else {
      end = Buffer.from(b.buffer, b.byteOffset, b.byteLength).indexOf('endstream', start, 'latin1');
      if (end < 0) fail('endstream');
      // The end-of-line before `endstream` is not data.
      if (b[end - 1] === 0x0a) end--;
      if (b[end - 1] === 0x0d) end--;
    }
    this.pos = end;
    return { stream: dict, data: b.subarray(start, end) };
  }
}

// ------------------------------------------------------------------------------------------ stream data

const numberOf = (v: PdfValue | undefined, fallback: number) => (typeof v === 'number' ? v : fallback);

function unpredict(data: Uint8Array, params: PdfValue | undefined): Uint8Array {
  if (!isDict(params)) return data;
  const predictor = numberOf(params.dict.get('Predictor'), 1);
  if (predictor <= 1) return data;
  const colors = numberOf(params.dict.get('Colors'), 1);
  const bits = numberOf(params.dict.get('BitsPerComponent'), 8);
  const columns = numberOf(params.dict.get('Columns'), 1);
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  if (predictor === 2) {
    if (bits !== 8) fail('TIFF predictor bits');
    const out = Uint8Array.from(data);
    for (let row = 0; row < out.length; row += rowLength)
      for (let i = row + bpp; i < Math.min(row + rowLength, out.length); i++)
        out[i] = (out[i]! + out[i - bpp]!) & 0xff;
    return out;
  }
  // PNG predictors: each row starts with its filter type.
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)]!;
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[src + i]!;
      const left = i >= bpp ? out[dst + i - bpp]! : 0;
      const up = r > 0 ? out[dst - rowLength + i]! : 0;
      const upLeft = r > 0 && i >= bpp ? out[dst - rowLength + i - bpp]! : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else return fail('PNG filter');
      out[dst + i] = value & 0xff;
    }
  }
  return out;
}

function decode(stream: { stream: PdfDict; data: Uint8Array }): Uint8Array {
  const filter = stream.stream.dict.get('Filter');
  const filters = Array.isArray(filter) ? filter : filter === undefined ? [] : [filter];
  const params = stream.stream.dict.get('DecodeParms');
  const paramsList = Array.isArray(params) ? params : [params];
  let data = stream.data;
  filters.forEach((f, i) => {
    if (!isName(f, 'FlateDecode') && !isName(f, 'Fl')) fail('filter');
    try {
      // A truncated stream still gives what it holds, as readers accept.
      data = inflateSync(data, { finishFlush: zlib.Z_SYNC_FLUSH });
    } catch {
      fail('inflate');
    }
    data = unpredict(data, paramsList[i] ?? undefined);
  });
  return data;
}

// ------------------------------------------------------------------------------------ cross-references

type Entry = { type: 1; offset: number } | { type: 2; stream: number; index: number };

class PdfFile {
  readonly entries = new Map<number, Entry>();
  trailer: Map<string, PdfValue> | undefined;
  private readonly objectStreams = new Map<
    number,
    { first: number; offsets: Map<number, number>; data: Uint8Array }
  >();
  private readonly resolving = new Set<number>();

  constructor(private readonly bytes: Uint8Array) {}

  private text(from: number, to: number) {
    return Buffer.from(this.bytes.subarray(Math.max(0, from), Math.min(this.bytes.length, to))).toString(
      'latin1',
    );
  }

  /** Reads every cross-reference section from the last startxref back; newer entries win. */
  readXref() {
    const tail = this.text(this.bytes.length - 2048, this.bytes.length);
    const found = /startxref\s+(\d+)/g;
    let last: RegExpExecArray | null = null;
    for (let m = found.exec(tail); m; m = found.exec(tail)) last = m;
    if (!last) fail('startxref');
    const seen = new Set<number>();
    let offset: number | undefined = Number(last![1]);
    while (offset !== undefined) {
      if (seen.has(offset) || offset >= this.bytes.length) fail('xref offset');
      seen.add(offset);
      const trailer = this.readSection(offset);
      this.trailer ??= trailer;
      const hybrid = trailer.get('XRefStm');
      if (typeof hybrid === 'number' && !seen.has(hybrid)) {
        seen.add(hybrid);
        this.readSection(hybrid);
      }
      const prev = trailer.get('Prev');
      offset = typeof prev === 'number' ? prev : undefined;
    }
  }

  private setEntry(num: number, entry: Entry | 'free') {
    if (this.entries.has(num) || this.freed.has(num)) return;
    if (entry === 'free') this.freed.add(num);
    else this.entries.set(num, entry);
  }
  private readonly freed = new Set<number>();

  private readSection(offset: number): Map<string, PdfValue> {
    const parser = new Parser(this.bytes, offset, (v) => this.length(v));
    if (parser.peekWord() === 'xref') {
      parser.expectWord('xref');
      for (;;) {
        const word = parser.peekWord();
        if (word === 'trailer') break;
        const start = parser.value();
        const count = parser.value();
        if (typeof start !== 'number' || typeof count !== 'number') fail('xref subsection');
        for (let i = 0; i < (count as number); i++) {
          const off = parser.value();
          const gen = parser.value();
          const kind = parser.nextWord();
          if (typeof off !== 'number' || typeof gen !== 'number') fail('xref entry');
          this.setEntry((start as number) + i, kind === 'n' ? { type: 1, offset: off as number } : 'free');
        }
      }
      parser.expectWord('trailer');
      const trailer = parser.value();
      if (!isDict(trailer)) fail('trailer');
      return (trailer as PdfDict).dict;
    }
    const object = this.objectAt(offset);
    if (!isStream(object) || !isName(object.stream.dict.get('Type'), 'XRef')) fail('xref stream');
    const stream = object as { stream: PdfDict; data: Uint8Array };
    const dict = stream.stream.dict;
    const widths = dict.get('W');
    if (!Array.isArray(widths) || widths.length < 3 || !widths.every((w) => typeof w === 'number'))
      fail('xref widths');
    const [w0, w1, w2] = widths as number[];
    const size = numberOf(dict.get('Size'), 0);
    const index = dict.get('Index');
    const ranges = Array.isArray(index) ? (index as number[]) : [0, size];
    const data = decode(stream);
    const field = (at: number, width: number) => {
      let value = 0;
      for (let i = 0; i < width; i++) value = value * 256 + (data[at + i] ?? 0);
      return value;
    };
    const rowLength = w0! + w1! + w2!;
    let at = 0;
    for (let r = 0; r + 1 < ranges.length; r += 2) {
      for (let i = 0; i < ranges[r + 1]!; i++, at += rowLength) {
        if (at + rowLength > data.length) fail('xref stream data');
        const type = w0 === 0 ? 1 : field(at, w0!);
        const f2 = field(at + w0!, w1!);
        const f3 = field(at + w0! + w1!, w2!);
        const num = ranges[r]! + i;
        if (type === 1) this.setEntry(num, { type: 1, offset: f2 });
        else if (type === 2) this.setEntry(num, { type: 2, stream: f2, index: f3 });
        else this.setEntry(num, 'free');
      }
    }
    return dict;
  }

  /**
   * A damaged cross-reference: every "n g obj" in the file, the last one of a number winning (as an
   * incremental update's), and the objects of every object stream found so.
   */
  scan() {
    this.entries.clear();
    this.freed.clear();
    const text = Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).toString(
      'latin1',
    );
    const objects = /(?:^|[\r\n\s])(\d+)\s+(\d+)\s+obj\b/g;
    const found = new Map<number, number>();
    for (let m = objects.exec(text); m; m = objects.exec(text))
      found.set(Number(m[1]), m.index + m[0].length - m[0].trimStart().length);
    for (const [num, offset] of found) this.entries.set(num, { type: 1, offset });
    for (const num of found.keys()) {
      try {
        const object = this.resolve({ num, gen: 0 });
        if (isStream(object) && isName(object.stream.dict.get('Type'), 'ObjStm')) {
          const { offsets } = this.objectStream(num);
          let index = 0;
          for (const inner of offsets.keys())
            if (!found.has(inner)) this.entries.set(inner, { type: 2, stream: num, index: index++ });
            else index++;
        }
      } catch {
        // An object that does not parse is left out.
      }
    }
    const trailers = /trailer\s*<</g;
    let last: number | undefined;
    for (let m = trailers.exec(text); m; m = trailers.exec(text)) last = m.index + 'trailer'.length;
    if (last !== undefined) {
      const trailer = new Parser(this.bytes, last).value();
      if (isDict(trailer)) this.trailer = trailer.dict;
    }
    if (!isRef(this.trailer?.get('Root')))
      for (const num of found.keys()) {
        try {
          const object = this.resolve({ num, gen: 0 });
          if (isDict(object) && isName(object.dict.get('Type'), 'Catalog'))
            this.trailer = new Map([['Root', { num, gen: 0 }]]);
        } catch {
          // as above
        }
      }
  }

  private length(v: PdfValue): number | undefined {
    if (typeof v === 'number') return v;
    if (!isRef(v) || this.resolving.has(v.num)) return undefined;
    try {
      const resolved = this.resolve(v);
      return typeof resolved === 'number' ? resolved : undefined;
    } catch {
      return undefined;
    }
  }

  private objectAt(offset: number): PdfValue {
    const parser = new Parser(this.bytes, offset, (v) => this.length(v));
    parser.value();
    parser.value();
    parser.expectWord('obj');
    return parser.value();
  }

  private objectStream(num: number) {
    const cached = this.objectStreams.get(num);
    if (cached) return cached;
    const object = this.resolve({ num, gen: 0 });
    if (!isStream(object)) fail('object stream');
    const stream = object as { stream: PdfDict; data: Uint8Array };
    const data = decode(stream);
    const count = numberOf(stream.stream.dict.get('N'), 0);
    const first = numberOf(stream.stream.dict.get('First'), 0);
    const header = new Parser(data, 0);
    const offsets = new Map<number, number>();
    for (let i = 0; i < count; i++) {
      const inner = header.value();
      const at = header.value();
      if (typeof inner !== 'number' || typeof at !== 'number') fail('object stream header');
      offsets.set(inner as number, at as number);
    }
    const loaded = { first, offsets, data };
    this.objectStreams.set(num, loaded);
    return loaded;
  }

  resolve(ref: Ref): PdfValue {
    const entry = this.entries.get(ref.num);
    if (!entry) return fail(`object ${ref.num} not found`);
    if (this.resolving.has(ref.num)) fail('reference loop');
    this.resolving.add(ref.num);
    try {
      if (entry.type === 1) return this.objectAt(entry.offset);
      const { first, offsets, data } = this.objectStream(entry.stream);
      const at = offsets.get(ref.num);
      if (at === undefined) return fail(`object ${ref.num} not in its stream`);
      return new Parser(data, first + at).value();
    } finally {
      this.resolving.delete(ref.num);
    }
  }

  deref(v: PdfValue | undefined): PdfValue | undefined {
    return isRef(v) ? this.resolve(v) : v;
  }

  /** The leaves of the page tree under the catalogue's /Pages. */
  countPages(): number {
    const catalog = this.deref(this.trailer?.get('Root'));
    if (!isDict(catalog)) return fail('catalogue');
    const visited = new Set<number>();
    let pages = 0;
    const walk = (node: PdfValue | undefined, depth: number) => {
      if (depth > MAX_DEPTH) fail('page tree depth');
      if (isRef(node)) {
        if (visited.has(node.num)) fail('page tree loop');
        visited.add(node.num);
      }
      const dict = this.deref(node);
      if (!isDict(dict)) return fail('page tree node');
      const kids = this.deref(dict.dict.get('Kids'));
      if (isName(dict.dict.get('Type'), 'Page') || !Array.isArray(kids)) {
        if (++pages > MAX_PAGES) fail('too many pages');
        return;
      }
      for (const kid of kids) walk(kid, depth + 1);
    };
    walk(catalog.dict.get('Pages'), 0);
    return pages;
  }
}

export function pdfPageCount(bytes: Uint8Array): PdfPageCount {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) return { ok: false, reason: 'notPdf' };
  const file = new PdfFile(bytes);
  try {
    file.readXref();
    return { ok: true, pages: file.countPages() };
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
  }
  try {
    file.scan();
    return { ok: true, pages: file.countPages() };
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { ok: false, reason: 'unreadable' };
  }
}

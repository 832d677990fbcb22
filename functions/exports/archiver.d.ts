/** The part of archiver 5's API the submissions zip uses (the package ships no types). */
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  interface EntryData {
    name: string;
    /** Stored as is, not deflated. */
    store?: boolean;
    date?: Date;
  }
  interface ArchiverOptions {
    store?: boolean;
    /** Zip64 when needed is automatic; forced here only in tests. */
    forceZip64?: boolean;
  }
  interface Archiver extends Transform {
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
    on(event: 'entry', listener: (entry: EntryData) => void): this;
    on(event: 'warning' | 'error', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  function archiver(format: 'zip', options?: ArchiverOptions): Archiver;
  export default archiver;
}

/**
 * The shapes every bench section shares. A section measures, then returns rows; the runner renders them
 * and decides verdicts, so that every section is judged by the same rules.
 */

export type Unit = 'B' | 'ms' | 'µs' | 'req/s' | 'count';

export interface Quantity {
  value: number;
  unit: Unit;
}

/**
 * What a figure is judged against:
 * - ratio: figure / floor must not exceed max (the floor is measured in the same run);
 * - max: the figure itself must not exceed max (same unit as the figure);
 * - min: the figure itself must reach at least min (a score);
 * - none: reported for context only.
 */
export type Goal =
  | { kind: 'ratio'; max: number }
  | { kind: 'max'; max: number }
  | { kind: 'min'; min: number }
  | { kind: 'none' };

export type Verdict = 'met' | 'MISSED' | 'info' | 'not measured';

export interface Row {
  name: string;
  /** undefined when the figure could not be measured; `note` then says why */
  figure?: Quantity;
  floor?: Quantity;
  /** Says what the floor is, when it is not obvious from the section */
  floorLabel?: string;
  goal: Goal;
  note?: string;
}

export interface JudgedRow extends Row {
  ratio?: number;
  verdict: Verdict;
}

export interface Section {
  id: string;
  title: string;
  /** How the figures were measured: one or two sentences shown above the table */
  method: string;
  rows: Row[];
}

export interface JudgedSection extends Omit<Section, 'rows'> {
  rows: JudgedRow[];
  /** Set when the section threw: the bench could not measure it */
  error?: string;
  durationMs: number;
}

export type SectionRunner = (ctx: BenchContext) => Promise<Section>;

/** What sections share: lazily started services and build outputs, so each is paid for once per run. */
export interface BenchContext {
  root: string;
  /** bench/tmp: git-ignored scratch space */
  tmpDir: string;
  /** Memoises an expensive step (a build, the local stack) under a key for the rest of the run */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** Registers cleanup that runs when the bench ends, last registered first */
  onCleanup(fn: () => Promise<void> | void): void;
  log(message: string): void;
}

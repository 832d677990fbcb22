/** The types of tenderbox-plugin.js, for the tests that read its declarations. */
import type { ESLint } from 'eslint';

/** The areas of functions/core/ and the other areas each one may import. */
export declare const CORE_AREAS: Readonly<Record<string, readonly string[]>>;
/** The first cycle among the arrows, as a list of areas, or null. */
export declare function coreAreaCycle(areas: Readonly<Record<string, readonly string[]>>): string[] | null;
declare const plugin: ESLint.Plugin;
export default plugin;

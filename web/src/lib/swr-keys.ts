/**
 * Which cached reads a change or an event refreshes, named by their routes. An SWR key is the URL it
 * fetches, as apiUrl builds it (lib/api.ts), a search's followed by '#' and its body; a matcher is built from
 * each route's path template, so a route renamed or moved in the table takes its screens' refresh with it,
 * where a path fragment typed by hand silently stopped matching.
 */
import type { ApiRoute } from './api';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The URLs apiUrl builds from a route: each {parameter} one encoded segment, then any query and '#' part. */
function urlsOf(route: ApiRoute): RegExp {
  const path = route.path
    .split(/\{\w+\}/)
    .map(escaped)
    .join('[^/?#]+');
  return new RegExp(`^${path}(?:\\?[^#]*)?(?:#.*)?$`, 's');
}

/** For SWR's mutate: whether a cached key is a read of one of these routes, whatever its parameters. */
export function keysOf(...routes: readonly ApiRoute[]): (key: unknown) => boolean {
  const patterns = routes.map(urlsOf);
  return (key) => typeof key === 'string' && patterns.some((pattern) => pattern.test(key));
}

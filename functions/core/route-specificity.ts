/**
 * API Gateway's choice between routes that both match a path: the more specific wins, literal segments
 * beating parameters, position by position (`…/Documents/Uploads` before `…/Documents/{documentId}`). A
 * group's Lambda routes in the same order (createGroupHandler), and so does the local runtime
 * (infra/local/api-event.ts), so that the order of the route table never decides which operation runs.
 */
const rank = (segment: string) => (!segment.startsWith('{') ? 2 : segment.endsWith('+}') ? 0 : 1);

const specificityOf = (template: string) => template.split('/').filter(Boolean).map(rank);

/** Sorts route templates most specific first: negative when `a` is the more specific. */
export function compareRouteSpecificity(a: string, b: string): number {
  const x = specificityOf(a);
  const y = specificityOf(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const diff = (y[i] ?? -1) - (x[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

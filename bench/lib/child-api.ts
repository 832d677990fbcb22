/**
 * The API as an upload bench's child process calls it (bench/lib/upload-child.ts, bid-upload-child.ts), with
 * the session the bench handed it: JSON in, the answer's `data` out, and an error naming the call on a
 * refusal.
 */
export function childApi(baseUrl: string, session: { cookie: string; xsrf: string; origin: string }) {
  const { cookie, xsrf, origin } = session;
  // The bench reads answers loosely; the routes' schemas are tested by the integration tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (method: string, path: string, body?: unknown): Promise<any> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf, origin },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: unknown };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}

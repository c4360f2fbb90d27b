/** A minimal cookie jar for API tests: remembers what `set-cookie` said, sends it back. */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (name: string) => cookies.get(name),
    set: (name: string, value: string) => void cookies.set(name, value),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq).trim();
        const value = decodeURIComponent(pair!.slice(eq + 1).trim());
        const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a) || /max-age=0\b/i.test(a));
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}
export type CookieJar = ReturnType<typeof cookieJar>;

/** Calls the API as a browser would: JSON bodies, the jar's cookies, cookies kept from the answer. */
export async function callApi(
  base: string,
  jar: CookieJar,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie: jar.header(),
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  jar.take(response);
  return response;
}

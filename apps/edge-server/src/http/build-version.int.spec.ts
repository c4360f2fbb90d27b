import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppBuild, BuildKey } from '../ssr/renderers.ts';
import { standInBuilds } from '../testing/stand-in-build.ts';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
// Each brand's build with its own hashed entry, as a deployment has.
const builds = new Map<BuildKey, AppBuild>(
  [...standInBuilds()].map(([key, build]) => [
    key,
    {
      ...build,
      assets: { ...build.assets, scripts: [`/_app/booking-web/${build.brand}/assets/entry-client-A1.js`] },
    },
  ]),
);
beforeAll(async () => {
  server = await startTestServer({ builds, env: { SERVE_APPS: 'booking-web' } });
});
afterAll(() => server.close());

/** fetch() will not send another Host; node:http does, as a browser on that host would. */
const getAs = (host: string, path: string) =>
  new Promise<unknown>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers: { host } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      })
      .on('error', reject);
  });

describe('GET /_build-version/{app}', () => {
  it('answers the entry of the build that serves the host, never from a cache', async () => {
    const response = await fetch(`${server.url}/_build-version/booking-web`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ version: '/_app/booking-web/sky/assets/entry-client-A1.js' });
    expect(await getAs('sol.localhost', '/_build-version/booking-web')).toEqual({
      version: '/_app/booking-web/sol/assets/entry-client-A1.js',
    });
  });

  it('is a 404 for an app this server does not serve', async () => {
    expect((await fetch(`${server.url}/_build-version/agency-portal`)).status).toBe(404);
    expect((await fetch(`${server.url}/_build-version/nothing`)).status).toBe(404);
  });
});

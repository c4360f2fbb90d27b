/** The suite's server on another host name (`mx.localhost`…): Chromium resolves `*.localhost` to loopback. */
export function onHost(baseURL: string | undefined, host: string, path = '/'): string {
  const url = new URL(path, baseURL ?? 'http://localhost:4311');
  url.hostname = host;
  return url.toString();
}

import { Writable } from 'node:stream';

/** A pino destination that keeps every line in memory, for tests that read what was logged. */
export function logSink() {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      written += chunk.toString();
      done();
    },
  });
  return {
    stream,
    text: () => written,
    clear: () => void (written = ''),
  };
}

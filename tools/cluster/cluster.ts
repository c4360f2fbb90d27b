import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { nginxConfig, type Upstream } from './nginx-config.ts';

export interface ClusterOptions {
  /** How many servers (each one process: the balancer spreads the load, decision 114). */
  size: number;
  databaseUrl: string;
  /** nginx's public ports on 127.0.0.1: the site and the sandbox gateway. */
  port: number;
  gatewayPort: number;
  /** A folder of the cluster's own: nginx's files, the shared outbox and data folder. */
  prefix: string;
  /** The workspace root. */
  root: string;
  /** `dist`: the production build (`npm run cluster`); `source`: the server from source via tsx (tests). */
  entry: 'dist' | 'source';
  /** The host name visitors use for the site and gateway (the gateway only frames that origin). */
  publicHost?: string;
  /** More configuration for every server (e.g. `NODE_ENV`, `SERVE_APPS`). */
  env?: Record<string, string>;
  /** Each server's output as it comes (the cluster also keeps the last of it per server). */
  onOutput?: (index: number, text: string) => void;
}

export interface ServerSlot extends Upstream {
  index: number;
  /** Its `/metrics` on loopback (never through nginx). */
  metricsPort: number;
  child: ChildProcess;
  /** Everything the current process printed (for a test's failure message). */
  output: string;
}

export interface Cluster {
  url: string;
  gatewayUrl: string;
  servers: readonly ServerSlot[];
  /** A planned restart of one server: out of rotation, drained, stopped, started, back. */
  restart(index: number): Promise<void>;
  /** Every server restarted in turn, so the site never stops answering. */
  rollingRestart(): Promise<void>;
  /** `kill -9`: the server dies with whatever it had in flight. */
  kill(index: number): Promise<void>;
  /** Starts a killed server again. */
  revive(index: number): Promise<void>;
  stop(): Promise<void>;
}

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

export function nginxBinary(): string {
  const found = process.env['NGINX_BIN'] ?? NGINX.find((p) => existsSync(p));
  if (!found) throw new Error('nginx not found: apt-get install -y nginx (or set NGINX_BIN)');
  return found;
}

/** A port the system has free now (the servers' ports must be known to write nginx's config). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `size` servers on one PostgreSQL and nginx in front of them; resolves once all answer. */
export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const nginxPrefix = path.join(o.prefix, 'nginx');
  mkdirSync(nginxPrefix, { recursive: true });
  const host = o.publicHost ?? '127.0.0.1';
  const url = `http://${host}:${o.port}`;
  const gatewayUrl = `http://${host}:${o.gatewayPort}`;
  const serverEnv = {
    PATH: process.env['PATH'] ?? '',
    HOST: '127.0.0.1',
    DATABASE_URL: o.databaseUrl,
    // One process per server: draining one is then exactly taking one upstream out.
    WEB_CONCURRENCY: '1',
    DATA_DIR: path.join(o.prefix, 'data'),
    OUTBOX_DIR: path.join(o.prefix, 'outbox'),
    DIST_DIR: path.join(o.root, 'dist'),
    GATEWAY_PUBLIC_URL: gatewayUrl,
    GATEWAY_SITE_ORIGINS: [`http://${host}:${o.port}`, `http://*.localhost:${o.port}`].join(','),
    ...o.env,
  };
  const args =
    o.entry === 'dist'
      ? ['dist/apps/edge-server/main.js']
      : ['--import', 'tsx', 'apps/edge-server/src/main.ts'];

  const spawnServer = (slot: Omit<ServerSlot, 'child' | 'output'> & Partial<ServerSlot>): ServerSlot => {
    const child = spawn(process.execPath, args, {
      cwd: o.root,
      env: {
        ...serverEnv,
        PORT: String(slot.port),
        GATEWAY_PORT: String(slot.gatewayPort),
        METRICS_PORT: String(slot.metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const next = slot as ServerSlot;
    next.child = child;
    next.output = '';
    const keep = (d: Buffer) => {
      next.output = (next.output + d.toString()).slice(-20_000);
      o.onOutput?.(slot.index, d.toString());
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    return next;
  };

  const ready = async (slot: ServerSlot): Promise<void> => {
    for (let waited = 0; waited < 120_000; waited += 100) {
      if (slot.child.exitCode !== null || slot.child.signalCode !== null) break;
      const up = await fetch(`http://127.0.0.1:${slot.port}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) return;
      await sleep(100);
    }
    throw new Error(`server ${slot.index} did not become ready:\n${slot.output}`);
  };

  const slots: ServerSlot[] = [];
  for (let index = 0; index < o.size; index++)
    slots.push({
      index,
      port: await freePort(),
      gatewayPort: await freePort(),
      metricsPort: await freePort(),
    } as ServerSlot);
  try {
    // The first alone: it creates what all share (e.g. the data folder's generated secrets).
    await ready(spawnServer(slots[0]!));
    await Promise.all(slots.slice(1).map((slot) => ready(spawnServer(slot))));
  } catch (error) {
    // Nothing is left running when the cluster cannot start.
    for (const slot of slots) slot.child?.kill('SIGKILL');
    throw error;
  }

  const confFile = path.join(nginxPrefix, 'nginx.conf');
  const writeConf = () =>
    writeFileSync(
      confFile,
      nginxConfig({
        prefix: nginxPrefix,
        port: o.port,
        gatewayPort: o.gatewayPort,
        upstreams: slots,
        distDir: path.join(o.root, 'dist'),
      }),
    );
  writeConf();
  const nginx = spawn(nginxBinary(), ['-p', nginxPrefix, '-c', confFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let nginxErrors = '';
  nginx.stderr!.on('data', (d: Buffer) => (nginxErrors += d.toString()));
  for (let waited = 0; ; waited += 100) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (nginx.exitCode !== null || waited > 30_000) throw new Error(`nginx did not start: ${nginxErrors}`);
    await sleep(100);
  }

  /** nginx's worker processes now (Linux: the master's children). */
  const nginxWorkers = (): number[] => {
    try {
      return readFileSync(`/proc/${nginx.pid}/task/${nginx.pid}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  /**
   * A graceful reload: new workers take new connections with the new upstreams; the old ones finish
   * what they have in flight and exit. Resolves once they have, so nothing still uses a drained server.
   */
  const reload = async () => {
    writeConf();
    const before = nginxWorkers();
    nginx.kill('SIGHUP');
    for (let waited = 0; waited < 60_000; waited += 50) {
      const now = nginxWorkers();
      if (now.length > 0 && !now.some((pid) => before.includes(pid))) return;
      await sleep(50);
    }
    throw new Error(`nginx's old workers did not finish: ${nginxErrors}`);
  };

  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const restart = async (index: number) => {
    const slot = slots[index]!;
    slot.down = true;
    await reload();
    slot.child.kill('SIGTERM');
    await exited(slot.child);
    await ready(spawnServer(slot));
    slot.down = false;
    await reload();
  };

  return {
    url,
    gatewayUrl,
    servers: slots,
    restart,
    async rollingRestart() {
      for (const slot of slots) await restart(slot.index);
    },
    async kill(index) {
      const slot = slots[index]!;
      slot.child.kill('SIGKILL');
      await exited(slot.child);
    },
    async revive(index) {
      await ready(spawnServer(slots[index]!));
    },
    async stop() {
      nginx.kill('SIGQUIT');
      for (const slot of slots) slot.child.kill('SIGTERM');
      await Promise.all([exited(nginx), ...slots.map((s) => exited(s.child))]);
    },
  };
}

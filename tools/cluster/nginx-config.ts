import { existsSync } from 'node:fs';

export interface Upstream {
  /** The site's port on 127.0.0.1. */
  port: number;
  /** The sandbox gateway's port on 127.0.0.1. */
  gatewayPort: number;
  /** Taken out of rotation: nginx sends it no new request (a drain before a restart). */
  down?: boolean;
}

export interface NginxOptions {
  /** nginx's own folder: pid, logs and temp files. */
  prefix: string;
  /** The public site and gateway ports nginx listens on (loopback). */
  port: number;
  gatewayPort: number;
  upstreams: readonly Upstream[];
  /** `dist/` of a production build: nginx serves its hashed assets itself. */
  distDir: string;
}

const MIME_TYPES = '/etc/nginx/mime.types';

/**
 * The load balancer `npm run cluster` and the scale-out tests run (decision 114). The same rules as
 * `deploy/nginx/skybook.conf`, on loopback and in a folder of its own so it needs no root.
 *
 * - Retries: nginx passes a request to the next server only when the first could not take it
 *   (refused, reset, time-out, 502/503/504) and, for POST/PATCH, only if nothing was sent yet — so a
 *   payment is never sent twice by the balancer. `non_idempotent` is deliberately not set.
 * - No upstream keep-alive: a server that drains closes its listener; with pooled connections nginx
 *   could write a request into one the server is closing and, for a POST, have to answer 502.
 * - Health: open-source nginx has no active checks; a failed connection takes a server out for
 *   `fail_timeout`, and planned restarts take it out first by a reload (`down`).
 */
export function nginxConfig(o: NginxOptions): string {
  const servers = (key: 'port' | 'gatewayPort') =>
    o.upstreams
      .map((u) => `    server 127.0.0.1:${u[key]} max_fails=1 fail_timeout=2s${u.down ? ' down' : ''};`)
      .join('\n');
  const proxied = `
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 15s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;`;
  return `# Written by tools/cluster (npm run cluster); edit deploy/nginx/skybook.conf for real deployments.
daemon off;
worker_processes 1;
pid ${o.prefix}/nginx.pid;
error_log ${o.prefix}/error.log warn;
events { worker_connections 1024; }
http {
  ${existsSync(MIME_TYPES) ? `include ${MIME_TYPES};` : 'types { text/css css; application/javascript js; image/svg+xml svg; }'}
  access_log off;
  client_body_temp_path ${o.prefix}/body;
  proxy_temp_path ${o.prefix}/proxy;
  fastcgi_temp_path ${o.prefix}/fastcgi;
  uwsgi_temp_path ${o.prefix}/uwsgi;
  scgi_temp_path ${o.prefix}/scgi;
  client_max_body_size 1m;
  server_tokens off;
  # The client's address: a forwarded one only from loopback (as the app trusts), never a header
  # a visitor wrote; the servers get exactly one address.
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  real_ip_recursive on;
  gzip on;
  gzip_types text/css application/javascript application/json image/svg+xml;

  upstream skybook_site {
${servers('port')}
  }
  upstream skybook_gateway {
${servers('gatewayPort')}
  }

  server {
    listen 127.0.0.1:${o.port};
    server_name _;
    # Hashed build assets, straight from disk and cached for a year (never through Node).
    location ~ /\\. { return 404; }
    location ~ ^/_app/([a-z-]+)/([a-z-]+)/(.+)$ {
      alias ${o.distDir}/apps/$1/brand-$2/client/$3;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
    # Metrics are for the monitoring network only, never the public site.
    location = /metrics { return 404; }
    location / {
      proxy_pass http://skybook_site;${proxied}
    }
  }

  server {
    listen 127.0.0.1:${o.gatewayPort};
    server_name _;
    location / {
      proxy_pass http://skybook_gateway;${proxied}
    }
  }
}
`;
}

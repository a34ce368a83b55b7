import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** nginx in front of the instances, from a generated configuration in a folder of its own. */
export interface LoadBalancer {
  /** Spreads requests over every instance. */
  url: string;
  /** Sends every request to the first instance only: the one-instance baseline. */
  singleUrl: string;
  stop(): Promise<void>;
}

/** The header nginx adds to every answer: the instance (or instances tried) that answered. */
export const UPSTREAM_HEADER = 'x-upstream';

/**
 * The load generator stands in for a CDN in front of nginx: nginx takes the client address
 * from its `X-Forwarded-For` (realip) and passes on only that address, so the instances,
 * trusting one proxy hop, see one address per simulated client.
 */
function config(dir: string, ports: { all: number; single: number }, upstreams: number[]): string {
  const servers = upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const first = upstreams[0] ?? 0;
  const location = (upstream: string) => `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      # Live viewings' WebSockets: the upgrade passes through; other requests keep the pool's connections.
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
      add_header ${UPSTREAM_HEADER} $upstream_addr always;
    }`;
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_rlimit_nofile 16384;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  upstream all {
${servers}
    keepalive 64;
  }
  upstream single {
    server 127.0.0.1:${first};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${ports.all};${location('all')}
  }
  server {
    listen 127.0.0.1:${ports.single};${location('single')}
  }
}
`;
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

/** Starts Debian's nginx (`/usr/sbin/nginx`, or `NGINX_PATH`) as this user, all paths under `dir`. */
export async function startNginx(
  dir: string,
  ports: { all: number; single: number },
  upstreams: number[],
): Promise<LoadBalancer> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config(dir, ports, upstreams));
  const bin = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const child = spawn(bin, ['-p', dir, '-c', file, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${ports.all}`;
  for (let i = 0; !(await answers(url)); i++) {
    if (child.exitCode !== null || i > 100) {
      const log = readFileSync(join(dir, 'error.log'), 'utf8');
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    singleUrl: `http://127.0.0.1:${ports.single}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

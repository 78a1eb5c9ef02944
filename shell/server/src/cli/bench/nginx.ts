import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

export type StaticServer = { baseUrl: string; stop(): Promise<void> };

/** A free loopback port: nginx cannot listen on port 0, so ask the kernel for one and hand it over. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The same configuration a static blog would get: sendfile, keep-alive, no compression (the bench asks
 * both servers for the identity encoding), no access log (the site logs nothing in the bench either).
 */
function config(dir: string, port: number): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  types { text/html html; }
  default_type text/html;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

async function waitForPort(port: number, withinMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(Boolean(socket.end())));
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() - started > withinMs) throw new Error(`nginx did not listen on ${port} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * nginx (one worker, in the foreground, its pid, logs and temp files in a fresh temp dir) serving
 * `files` (path -> bytes) from a temp docroot on an ephemeral 127.0.0.1 port. One worker because the
 * site is one Node process: like for like on the two shared cores.
 */
export async function startNginx(files: ReadonlyMap<string, Buffer>): Promise<StaticServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-nginx-'));
  // Readable by nginx's workers, which run as nobody when the bench runs as root (mkdtemp gives 0700).
  chmodSync(dir, 0o755);
  for (const sub of ['www', 'tmp']) mkdirSync(path.join(dir, sub), { mode: 0o755 });
  for (const [file, bytes] of files) {
    const target = path.join(dir, 'www', file);
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    writeFileSync(target, bytes);
  }
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port));
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    await waitForPort(port, 5000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

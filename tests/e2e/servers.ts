/**
 * The servers the serving tests run against: `npm start` (scripts/start.mjs, spawned on a free port
 * so a test may try to knock it over) and real nginx with deploy/nginx.conf as it is, but for its
 * ports (free ones), its certificate (a throwaway self-signed one) and the export's path. Where nginx
 * or openssl is not installed the nginx tests skip with the reason printed; .ci/run installs nginx.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

const root = path.resolve(__dirname, '..', '..');
export const exportDir = path.join(root, 'out-e2e');

export interface RunningServer {
  name: string;
  origin: string;
  /** nginx: its plain-HTTP server, which only redirects to HTTPS. */
  redirectOrigin?: string;
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, what: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}).`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not listen on port ${port}.`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

export async function startPreviewServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/start.mjs'), '--no-build', '--dir', 'out-e2e'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitForPort(port, child, 'npm start');
  return { name: 'npm start', origin: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: stopper(child) };
}

const installed = (...files: string[]) => files.find((file) => existsSync(file));
const NGINX = installed('/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx');
const MIME_TYPES = installed('/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types');
const OPENSSL = installed('/usr/bin/openssl', '/usr/local/bin/openssl');
/**
 * nginx's brotli module (Debian's libnginx-mod-http-brotli-static), which sends the build's .br
 * copies. Without it the test nginx runs as deploy/unnoti/brotli.conf says to: without that file.
 */
const BROTLI_MODULE = installed(
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/local/lib/nginx/modules/ngx_http_brotli_static_module.so',
);
/** Why nginx sends no brotli here, or undefined when it does. */
export const nginxBrotliMissing = BROTLI_MODULE
  ? undefined
  : "nginx has no brotli module here (`apt-get install libnginx-mod-http-brotli-static`; `npm run test:e2e` and .ci/run install it): it sends the build's gzip copies.";

/** Why the nginx tests cannot run here, or undefined when they can. */
const nginxMissing =
  !NGINX || !MIME_TYPES
    ? 'nginx is not installed: `apt-get install nginx` (as root, `npm run test:e2e` does it; so does .ci/run).'
    : !OPENSSL
      ? 'openssl is not installed (for the test certificate of nginx): `apt-get install openssl`.'
      : undefined;

/** `text` with `from` replaced; fails when deploy/ no longer has `from`, so the test cannot drift from it. */
function replaceIn(text: string, from: string | RegExp, to: string) {
  if (!(typeof from === 'string' ? text.includes(from) : from.test(text))) {
    throw new Error(`deploy/: expected ${String(from)} to put in the test's own value.`);
  }
  return text.replace(from, to);
}

/** nginx in the foreground (daemon off), as root or not, from a temporary prefix; stopped by its PID. */
export async function startNginx(): Promise<RunningServer> {
  if (!NGINX || !MIME_TYPES || !OPENSSL) throw new Error(nginxMissing);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'unnoti-nginx-'));
  const [certificate, key] = [path.join(prefix, 'test.crt'), path.join(prefix, 'test.key')];
  execFileSync(
    OPENSSL,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );

  cpSync(path.join(root, 'deploy', 'unnoti'), path.join(prefix, 'unnoti'), { recursive: true });
  if (!BROTLI_MODULE) rmSync(path.join(prefix, 'unnoti', 'brotli.conf'));
  const site = path.join(prefix, 'unnoti', 'site.conf');
  writeFileSync(site, replaceIn(readFileSync(site, 'utf8'), 'root /var/www/unnoti;', `root ${exportDir};`));
  let servers = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  servers = replaceIn(servers, /^\s*listen \[::\]:80;\n/m, '');
  servers = replaceIn(servers, /^\s*listen \[::\]:443 ssl http2;\n/m, '');
  servers = replaceIn(servers, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  servers = replaceIn(servers, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  servers = replaceIn(servers, /ssl_certificate \S+;/, `ssl_certificate ${certificate};`);
  servers = replaceIn(servers, /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  writeFileSync(path.join(prefix, 'unnoti.conf'), servers);

  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    [
      ...(BROTLI_MODULE ? [`load_module ${BROTLI_MODULE};`] : []),
      'daemon off;',
      // As root, nginx's workers would run as `nobody`, who cannot read a checkout under a 0700 folder
      // (root's home, a mktemp -d): they serve as the user who started the test instead.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')};`,
      'events {}',
      'http {',
      `  include ${MIME_TYPES};`,
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(prefix, kind)};`,
      ),
      '  include unnoti.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(httpsPort, child, 'nginx');
  const stop = stopper(child);
  return {
    name: 'nginx',
    origin: `https://127.0.0.1:${httpsPort}`,
    redirectOrigin: `http://127.0.0.1:${httpPort}`,
    pid: child.pid ?? 0,
    stop: async () => {
      await stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends `request` as raw bytes (no client library to tidy it up) and reads the whole answer; over
 * TLS for an https origin (the test certificate is self-signed). A chunked body is returned as the
 * bytes it carries.
 */
export async function rawRequest(origin: string, request: string | Buffer): Promise<RawResponse> {
  const { hostname, port, protocol } = new URL(origin);
  const data = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket =
      protocol === 'https:'
        ? tls.connect({ host: hostname, port: Number(port), rejectUnauthorized: false }, () =>
            socket.write(request),
          )
        : net.connect(Number(port), hostname, () => socket.write(request));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
  const split = data.indexOf('\r\n\r\n');
  const head = data.subarray(0, split < 0 ? data.length : split).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = split < 0 ? Buffer.alloc(0) : data.subarray(split + 4);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: headers['transfer-encoding'] === 'chunked' ? unchunked(body) : body,
  };
}

/** The bytes a chunked body carries, without its framing (a compressed answer comes chunked). */
function unchunked(framed: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = framed.indexOf('\r\n', at);
    const size = lineEnd < 0 ? 0 : Number.parseInt(framed.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(framed.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** A GET (or another method) of `target` exactly as written, with Connection: close. */
export function get(origin: string, target: string, headers: Record<string, string> = {}, method = 'GET') {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return rawRequest(origin, `${lines.join('\r\n')}\r\n\r\n`);
}

/** Resident memory of a process in KB (Linux), or undefined elsewhere. */
export function residentKb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  } catch {
    return undefined;
  }
}

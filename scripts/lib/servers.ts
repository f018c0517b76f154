// Servers for the tests and the measurements: a free port, waiting for one, stopping a child, the
// preview server (scripts/serve.ts) and real nginx with deploy/nginx.conf (tests/e2e/server.spec.ts
// checks both; scripts/lighthouse --nginx measures through nginx, over HTTPS and HTTP/2 as hosts serve).
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  // Never what keeps a script alive.
  const server = net.createServer().unref().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Resolves once `port` accepts a connection; fails when `child` exits first or after 10 s. */
export async function waitForPort(port: number, child: ChildProcess, what: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}).`);
    const socket = net.connect(port, '127.0.0.1');
    // Refused (nothing listens yet): null.
    const connected = await once(socket, 'connect').catch(() => null);
    socket.destroy();
    if (connected) return;
    await sleep(100);
  }
  throw new Error(`${what} did not listen on port ${port}.`);
}

export function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The arguments of `node` that serve the export in `dir` (relative to the project) with the preview server, unbuilt. */
export function previewArgs(dir: string) {
  return ['--import', 'tsx', path.join(root, 'scripts/serve.ts'), '--no-build', '--dir', dir];
}

/** The preview server serving `dir` on a free port, once it listens: how the tests and checks start it. */
export async function startPreview(dir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, previewArgs(dir), {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // It must not outlive the script that started it, however that script ends.
  const kill = () => child.kill();
  process.once('exit', kill);
  await waitForPort(port, child, `the preview server of ${dir}/`);
  const stop = stopper(child);
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => (process.off('exit', kill), stop()),
  };
}

const installed = (...files: string[]) => files.find((file) => existsSync(file));
const NGINX = installed('/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx');
const MIME_TYPES = installed('/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types');
const OPENSSL = installed('/usr/bin/openssl', '/usr/local/bin/openssl');
/**
 * nginx's brotli module (Debian's libnginx-mod-http-brotli-static), which sends the build's .br
 * copies. Without it this nginx runs as deploy/unnoti/brotli.conf says to: without that file.
 */
const BROTLI_MODULE = installed(
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/local/lib/nginx/modules/ngx_http_brotli_static_module.so',
);
/** Why nginx sends no brotli here, or undefined when it does. */
export const nginxBrotliMissing = BROTLI_MODULE
  ? undefined
  : "nginx has no brotli module here (`apt-get install libnginx-mod-http-brotli-static`; `npm run test:e2e` and .ci/run install it): it sends the build's gzip copies.";

/** Why nginx cannot run here, or undefined when it can. */
export const nginxMissing =
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

/**
 * nginx in the foreground (daemon off), as root or not, from a temporary prefix, serving `dir` (an
 * export) with deploy/nginx.conf as it is but for its ports (free ones), its certificate (a
 * throwaway self-signed one) and the export's path; stopped by its PID.
 */
export async function startNginx(dir: string) {
  if (!NGINX || !MIME_TYPES || !OPENSSL) throw new Error(nginxMissing);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'unnoti-nginx-'));
  const [certificate, key] = [path.join(prefix, 'test.crt'), path.join(prefix, 'test.key')];
  const request = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost'.split(' ');
  execFileSync(OPENSSL, [...request, '-keyout', key, '-out', certificate], { stdio: 'ignore' });

  // As the build left it: site.conf with the headers and routes scripts/lib/hosts.ts wrote.
  if (!existsSync(path.join(root, 'deploy', 'unnoti', 'routes.conf')))
    throw new Error('deploy/unnoti/routes.conf is missing: the build writes it (npm run build).');
  cpSync(path.join(root, 'deploy', 'unnoti'), path.join(prefix, 'unnoti'), { recursive: true });
  if (!BROTLI_MODULE) rmSync(path.join(prefix, 'unnoti', 'brotli.conf'));
  const site = path.join(prefix, 'unnoti', 'site.conf');
  writeFileSync(
    site,
    replaceIn(readFileSync(site, 'utf8'), 'root /var/www/unnoti;', `root ${path.resolve(dir)};`),
  );
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
    origin: `https://127.0.0.1:${httpsPort}`,
    redirectOrigin: `http://127.0.0.1:${httpPort}`,
    pid: child.pid ?? 0,
    stop: async () => {
      await stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

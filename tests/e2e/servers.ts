/**
 * The servers the serving tests run against: `npm start`'s preview server (scripts/serve.ts, spawned
 * on a free port so a test may try to knock it over) and real nginx with deploy/nginx.conf as it is, but for its
 * ports, its certificate and the export's path (scripts/lib/servers.ts). Where nginx or openssl is
 * not installed the nginx tests fail, saying what to install; .ci/run installs them.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { startNginx as startNginxOn, startPreview } from '../../scripts/lib/servers';

export { nginxBrotliMissing } from '../../scripts/lib/servers';

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

export async function startPreviewServer(): Promise<RunningServer> {
  return { name: 'npm start', ...(await startPreview(path.relative(root, exportDir))) };
}

/** nginx with deploy/nginx.conf, serving the end-to-end export (scripts/lib/servers.ts). */
export async function startNginx(): Promise<RunningServer> {
  return { name: 'nginx', ...(await startNginxOn(exportDir)) };
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

// A network between the browser and a local server, for what the service worker is for: a slow line
// and a connection that never answers. Every request goes over it, the page's and the worker's own
// alike (Chromium's network emulation, CDP's, slows only the target it is sent to, and a page's
// worker is another target), so a page answered by the network and one answered by the worker's
// cache are compared on the same line.
//
// - `network({ rttMs, downKbps })`: every answer starts one round trip after its request came in,
//   and every body shares one downlink of that many kbit/s (1024 bits, as Lighthouse and
//   the bench counts), in slices of 4 KB so answers side by side interleave.
//   `network(null)`: no delay.
// - `delay`: paths whose answer starts that many ms after its request came in (a Map), on top of the
//   line's round trip: a server far away, or a page behind a slow backend.
// - `hang`: paths whose GET is never answered while they are in it (the socket stays open until
//   `release()` or `close()`): a line that connects and then says nothing.
// - `requests`: every request that came in, in order: its method, path, status (0 while held or
//   unanswered) and whether it was held.
import { once } from 'node:events';
import http from 'node:http';

const SLICE = 4096;

interface Entry {
  method: string;
  path: string;
  status: number;
  held: boolean;
}

/** Starts a proxy in front of `target` (an origin, http://host:port) on a free port of 127.0.0.1. */
export async function startProxy(target: string) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  let line: { rttMs: number; bytesPerMs: number } | null = null;
  /** When the shared downlink is next free (ms, Date.now()'s clock). */
  let linkFreeAt = 0;
  const hang = new Set<string>();
  const delay = new Map<string, number>();
  const held = new Set<http.ServerResponse>();
  const requests: Entry[] = [];
  /** The answers under way (not those held by `hang`). */
  const inFlight = new Set<Entry>();
  let lastActivity = Date.now();

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  /** Waits for the downlink to carry `bytes`: its slot on the shared line. */
  const carry = (bytes: number) => {
    if (!line) return Promise.resolve();
    const start = Math.max(Date.now(), linkFreeAt);
    linkFreeAt = start + bytes / line.bytesPerMs;
    return wait(linkFreeAt - Date.now());
  };

  const server = http.createServer(async (req, res) => {
    const entry: Entry = { method: req.method ?? 'GET', path: req.url ?? '/', status: 0, held: false };
    requests.push(entry);
    const pathname = entry.path.split('?', 1)[0] ?? '/';
    if (entry.method === 'GET' && hang.has(pathname)) {
      entry.held = true;
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    inFlight.add(entry);
    lastActivity = Date.now();
    try {
      if (line) await wait(line.rttMs);
      if (delay.has(pathname)) await wait(delay.get(pathname) ?? 0);
      // Asked for and given up on within the round trip (a worker's update check as its page
      // closes): nothing to forward.
      if (res.destroyed) throw new Error('the browser went away');
      const headers = { ...req.headers, host: upstream.host };
      const options = { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url };
      const forward = http.request({ ...options, headers, agent });
      // A GET or HEAD has no body: sent at once, not when the browser's side of it ends, which a
      // request the browser cancels never does (the server would wait for it until it timed out).
      if (req.method === 'GET' || req.method === 'HEAD') forward.end();
      else req.pipe(forward);
      const answer: http.IncomingMessage = (await once(forward, 'response'))[0];
      entry.status = answer.statusCode ?? 0;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      for await (const chunk of answer as AsyncIterable<Buffer>) {
        for (let at = 0; at < chunk.length; at += SLICE) {
          const slice = chunk.subarray(at, at + SLICE);
          await carry(slice.length);
          // A browser that has gone away (a page closed, a request cancelled) reads no more and
          // sends no drain: the answer ends there, whether it went before the write or during it.
          if (res.destroyed) throw new Error('the browser went away');
          if (!res.write(slice) && !res.destroyed)
            await new Promise((resolve) => {
              res.once('drain', resolve);
              res.once('close', resolve);
            });
          lastActivity = Date.now();
        }
      }
      res.end();
    } catch {
      // The browser went away (a page closed mid-answer), or the server did: nothing to answer.
      res.destroy();
    } finally {
      inFlight.delete(entry);
      lastActivity = Date.now();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    hang,
    delay,
    network(profile: { rttMs: number; downKbps: number } | null) {
      line = profile ? { rttMs: profile.rttMs, bytesPerMs: (profile.downKbps * 1024) / 8 / 1000 } : null;
      linkFreeAt = 0;
    },
    release() {
      for (const res of held) res.destroy();
      held.clear();
    },
    /** Resolves once no answer has been under way for `quietMs` (requests held by `hang` apart). */
    async quiet(quietMs = 1000, timeoutMs = 30_000) {
      const started = Date.now();
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() - started > timeoutMs) {
          const open = [...inFlight].map(({ method, path }) => `${method} ${path}`);
          throw new Error(
            `the network was not quiet in ${timeoutMs} ms${open.length ? `: still answering ${open.join(', ')}` : ''}`,
          );
        }
        await wait(100);
      }
    },
    async close() {
      // Held requests too: every socket is cut.
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

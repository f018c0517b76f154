/*
 * The engines of the supported line (package.json "browserslist", README) that this machine can
 * run, each behind one small interface, so the checks (./checks.ts) are written once:
 * - Chromium 103 and 121, the binaries inside @sparticuz/chromium 103 and 121 (npm aliases
 *   chromium-103, chromium-121), driven by the puppeteer-core of their time (15, 21). 103 stands for
 *   the older Chromium cores still in use (no :has(), no invoker commands, no dvh); 121 for those
 *   with :has() but no invoker commands. Each binary is unpacked once into a folder of its own.
 * - Firefox ESR, Debian's firefox-esr, by puppeteer-core over WebDriver BiDi.
 * - WebKit, Debian's WebKitGTK MiniBrowser through WebKitWebDriver, under Xvfb with a window
 *   manager (without one its window stays at least 447 px wide).
 * Current Chromium is the Playwright suite's (tests/e2e).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

export interface Viewport {
  width: number;
  height: number;
}

/** One page in one engine: what the checks need of it. */
export interface Tab {
  /** Runs `expression` (a string of JavaScript, an IIFE for statements) in the page and returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** A real click (the engine's input, not a script's `click()`) in the middle of the first element `selector` finds. */
  click(selector: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** Whether it can open a page with JavaScript off. */
  canDisableScripts: boolean;
  open(url: string, options: { viewport: Viewport; javaScript: boolean }): Promise<Tab>;
  quit(): Promise<void>;
}

const root = process.cwd();

/** What this machine lacks of the engines, as Debian's packages to install (.ci/run installs them). */
export function missingEngines(): string[] {
  const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  const needs: [boolean, string][] = [
    [existsSync(FIREFOX), 'firefox-esr'],
    [existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER), 'webkit2gtk-driver'],
    [onPath('Xvfb'), 'xvfb'],
    [onPath('matchbox-window-manager'), 'matchbox-window-manager'],
  ];
  return needs.filter(([present]) => !present).map(([, pkg]) => pkg);
}
const cache = path.join(root, 'node_modules', '.cache', 'compat-engines');

/** The Chromium inside `@sparticuz/chromium` (aliased `pkg`), unpacked once under node_modules/.cache. */
function unpackChromium(pkg: string): string {
  const version = JSON.parse(
    readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8'),
  ).version;
  const binary = path.join(cache, `${pkg}-${version}`, 'chromium');
  if (!existsSync(binary)) {
    mkdirSync(path.dirname(binary), { recursive: true });
    const partial = `${binary}.partial`;
    writeFileSync(
      partial,
      brotliDecompressSync(readFileSync(path.join(root, 'node_modules', pkg, 'bin', 'chromium.br'))),
    );
    chmodSync(partial, 0o755);
    renameSync(partial, binary);
  }
  return binary;
}

/** The part of puppeteer-core's API, any version from 15 on, that this file uses. */
interface PuppeteerPage {
  setViewport(
    viewport: Viewport & { deviceScaleFactor?: number; isMobile?: boolean; hasTouch?: boolean },
  ): Promise<void>;
  setJavaScriptEnabled(enabled: boolean): Promise<void>;
  goto(url: string, options: { waitUntil: 'load'; timeout: number }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  click(selector: string): Promise<void>;
  screenshot(options: { path: string }): Promise<unknown>;
  close(): Promise<void>;
}
interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  close(): Promise<void>;
}
interface Puppeteer {
  launch(options: Record<string, unknown>): Promise<PuppeteerBrowser>;
}

async function puppeteerEngine(
  name: string,
  driver: string,
  options: Record<string, unknown>,
  mobile: boolean,
): Promise<Engine> {
  const { default: puppeteer } = (await import(driver)) as { default: Puppeteer };
  const browser = await puppeteer.launch({ headless: true, ...options });
  return {
    name,
    canDisableScripts: true,
    async open(url, { viewport, javaScript }) {
      // A fresh tab per page: Chromium 121 from that package hung on every second load of / in one tab.
      const page = await browser.newPage();
      await page.setViewport(mobile ? { ...viewport, isMobile: true, hasTouch: false } : viewport);
      if (!javaScript) await page.setJavaScriptEnabled(false);
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      return {
        evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
        click: (selector) => page.click(selector),
        screenshot: async (file) => {
          await page.screenshot({ path: file });
        },
        close: () => page.close(),
      };
    },
    quit: () => browser.close(),
  };
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--hide-scrollbars',
];

export const chromium103 = () =>
  puppeteerEngine(
    'Chromium 103',
    'puppeteer-core-15',
    { executablePath: unpackChromium('chromium-103'), args: CHROMIUM_ARGS },
    true,
  );

export const chromium121 = () =>
  puppeteerEngine(
    'Chromium 121',
    'puppeteer-core-21',
    { executablePath: unpackChromium('chromium-121'), args: CHROMIUM_ARGS, headless: 'new' },
    true,
  );

export const FIREFOX = '/usr/bin/firefox-esr';

export async function firefoxEsr(): Promise<Engine> {
  const version = spawnSync(FIREFOX, ['--version'], { encoding: 'utf8' }).stdout.match(/[\d.]+esr/)?.[0];
  return puppeteerEngine(
    `Firefox ESR ${version?.split('.')[0] ?? ''}`.trim(),
    'puppeteer-core',
    { browser: 'firefox', executablePath: FIREFOX, protocol: 'webDriverBiDi' },
    false,
  );
}

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * WebKitGTK by W3C WebDriver, over plain HTTP: a session per page, as a fresh tab. The window
 * manager gives each window the whole screen, so each viewport size has an X screen of its size,
 * and a driver on it, started the first time that size is asked for.
 */
export async function webkit(): Promise<Engine> {
  const children: ChildProcess[] = [];
  const drivers = new Map<
    string,
    Promise<(method: string, route: string, body?: unknown) => Promise<unknown>>
  >();
  const driverFor = (viewport: Viewport) => {
    const key = `${viewport.width}x${viewport.height}`;
    if (!drivers.has(key)) drivers.set(key, startDriver(viewport));
    return drivers.get(key)!;
  };
  const startDriver = async ({ width, height }: Viewport) => {
    const port = await freePort();
    const display = `:${100 + drivers.size + (process.pid % 100) * 4}`;
    children.push(
      spawn('Xvfb', [display, '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
        stdio: 'ignore',
      }),
    );
    const env = { ...process.env, DISPLAY: display };
    await new Promise((resolve) => setTimeout(resolve, 500));
    children.push(spawn('matchbox-window-manager', ['-use_titlebar', 'no'], { env, stdio: 'ignore' }));
    children.push(spawn(WEBKIT_DRIVER, [`--port=${port}`], { env, stdio: 'ignore' }));
    const base = `http://127.0.0.1:${port}`;
    const call = async (method: string, route: string, body?: unknown) => {
      const response = await fetch(base + route, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      const { value } = (await response.json()) as { value: unknown };
      if (!response.ok) throw new Error(`WebDriver ${method} ${route}: ${JSON.stringify(value)}`);
      return value;
    };
    for (let i = 0; ; i++) {
      try {
        await call('GET', '/status');
        return call;
      } catch (error) {
        if (i > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  const version = spawnSync('dpkg-query', ['-W', '-f', '${Version}', 'libwebkit2gtk-4.1-0'], {
    encoding: 'utf8',
  })
    .stdout.split('.')
    .slice(0, 2)
    .join('.');
  return {
    name: `WebKitGTK ${version}`.trim(),
    canDisableScripts: false,
    async open(url, { viewport }) {
      const call = await driverFor(viewport);
      const { sessionId } = (await call('POST', '/session', {
        capabilities: {
          alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
        },
      })) as { sessionId: string };
      const s = `/session/${sessionId}`;
      await call('POST', `${s}/url`, { url });
      return {
        evaluate: async <T>(expression: string) =>
          (await call('POST', `${s}/execute/sync`, { script: `return ${expression};`, args: [] })) as T,
        // A pointer's press and release where the element is, brought into view first, as
        // puppeteer's click does: WebDriver's element click refuses a label whose radio is out of
        // sight ("not interactable") though a finger reaches it.
        async click(selector) {
          const [x, y] = (await call('POST', `${s}/execute/sync`, {
            script: `var el = document.querySelector(arguments[0]); el.scrollIntoView({ block: 'center' });
              var r = el.getBoundingClientRect(); return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];`,
            args: [selector],
          })) as [number, number];
          await call('POST', `${s}/actions`, {
            actions: [
              {
                type: 'pointer',
                id: 'finger',
                parameters: { pointerType: 'mouse' },
                actions: [
                  { type: 'pointerMove', x, y, origin: 'viewport' },
                  { type: 'pointerDown', button: 0 },
                  { type: 'pointerUp', button: 0 },
                ],
              },
            ],
          });
        },
        async screenshot(file) {
          writeFileSync(file, Buffer.from((await call('GET', `${s}/screenshot`)) as string, 'base64'));
        },
        close: async () => {
          await call('DELETE', s);
        },
      };
    },
    async quit() {
      for (const child of children.reverse()) child.kill();
    },
  };
}

/** Types of scripts/lib/servers.cjs, for the end-to-end tests (tests/e2e/servers.ts). */
import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function waitForPort(port: number, child: ChildProcess, what: string): Promise<void>;
export function stopper(child: ChildProcess): () => Promise<void>;
export const nginxBrotliMissing: string | undefined;
export function startNginx(dir: string): Promise<{
  origin: string;
  redirectOrigin: string;
  pid: number;
  stop(): Promise<void>;
}>;

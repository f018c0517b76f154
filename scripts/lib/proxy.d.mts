/** Types of scripts/lib/proxy.mjs, for the end-to-end tests (tests/e2e/offline.spec.ts). */
export interface Proxy {
  origin: string;
  requests: { method: string; path: string; status: number; held: boolean }[];
  hang: Set<string>;
  delay: Map<string, number>;
  network(profile: { rttMs: number; downKbps: number } | null): void;
  release(): void;
  quiet(quietMs?: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}
export function startProxy(target: string): Promise<Proxy>;

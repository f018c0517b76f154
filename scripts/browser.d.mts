export const SYSTEM_HEADLESS_SHELL: string;
export function findChromium(options?: { headlessShell?: boolean }): {
  executablePath: string | undefined;
  source: 'env' | 'system' | 'playwright';
} | null;
export const systemChromiumArgs: string[];

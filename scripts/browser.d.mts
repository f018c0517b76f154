export function findChromium(): {
  executablePath: string | undefined;
  source: 'env' | 'system' | 'playwright';
} | null;
export const systemChromiumArgs: string[];

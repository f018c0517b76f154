/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to static HTML in out/; there is no server at run time.
  output: 'export',
  // The export goes to out/; the end-to-end build (scripts/build.ts --e2e) writes out-e2e/ instead.
  distDir: process.env.NEXT_DIST_DIR || undefined,
  // /about/ -> out/about/index.html, so static hosts never redirect /about to a 404.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // Images are pre-sized by scripts/images.ts and rendered by components/ui/Picture; next/image is not used.
  images: { unoptimized: true },
  experimental: {
    // Each route loads the styles of what it shows. Turbopack's default merges most CSS modules into
    // one 55 KB sheet every page loads (the hero's styles on the team page); 'graph' shares chunks by
    // the routes that use them. A request is cheap here (HTTP/2 hosts, small files), so its cost is
    // set low: 3 to 8 stylesheets a page, 6.4 to 10.8 KB gzip (was 12.6 to 15.9 in 3 or 4).
    // Each setting was measured against the others: `git log -p -- next.config.mjs bench/README.md`.
    cssChunking: { type: 'graph', requestCost: 2000, weightDistribution: 0.5 },
  },
};

export default nextConfig;

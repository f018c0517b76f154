/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to static HTML in out/; there is no server at run time.
  output: 'export',
  // The export goes to out/; the end-to-end build (scripts/build-e2e.mjs) writes out-e2e/ instead.
  distDir: process.env.NEXT_DIST_DIR || undefined,
  // /about/ -> out/about/index.html, so static hosts never redirect /about to a 404.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // Images are pre-sized by scripts/images.ts and rendered by components/ui/Picture; next/image is not used.
  images: { unoptimized: true },
};

export default nextConfig;

// The framework floor: the smallest App Router page, built with the site's config by scripts/bench/site.ts (buildFloor).
// Its icon.svg stands for the favicon every Next.js app has: without one, the browser asks for
// /favicon.ico, gets a 404 and logs it, and Lighthouse's Best Practices marks the floor down.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

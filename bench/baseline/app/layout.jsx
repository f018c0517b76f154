// The framework floor: the smallest App Router page, built with the site's config by scripts/bench.mjs.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

import localFont from "next/font/local";

// Inter, self-hosted from npm: no request leaves the site. `optional` means no late swap:
// the headline (the LCP element) paints once, in whichever face is ready, and never shifts.
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "optional",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
  preload: true,
});

// Renders the default 1200×630 share image (public/og/default.png) from an SVG, locally.
// Run by hand after changing the brand copy: node scripts/make-share-image.mjs
import { writeFile } from "node:fs/promises";

import sharp from "sharp";

const brand = process.argv[2] ?? "Aarambh Tech";
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0b1530"/><stop offset="1" stop-color="#1d3fc4"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(80 90) scale(3)"><rect width="32" height="32" rx="8" fill="#070d1f"/>
    <path d="M8 22 L14 14 L18 18 L24 10" fill="none" stroke="#22c55e" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="24" cy="10" r="2.5" fill="#3b66f5"/></g>
  <text x="80" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${brand}</text>
  <text x="80" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#dcfce7">New Brand. Proven Experience.</text>
  <text x="80" y="500" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#e6e9f2">Fractional CTO · MVP in 30 days · Google Ads · AI Automation</text>
  <text x="80" y="550" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#e6e9f2">Start with a free 5-day CTO pilot</text>
</svg>`;

const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
await writeFile(new URL("../public/og/default.png", import.meta.url), png);
console.log(`public/og/default.png written (${png.length} bytes)`);

import type { NextConfig } from "next";

import { securityHeaderOptions } from "./src/config/security-options";
import { buildSecurityHeaders } from "./src/lib/security-headers";

// Validates the environment at build time too: a bad value stops the build with its name.
// Pages replace this baseline Content-Security-Policy with their own in src/proxy.ts.
const securityHeaders = buildSecurityHeaders(securityHeaderOptions(process.env));

/** Earlier route variants (DESIGN decision 6) answer with a permanent redirect to the final route. */
export const routeRedirects = [
  { source: "/mvp", destination: "/mvp-development" },
  { source: "/google-ads", destination: "/google-ads-marketing" },
  { source: "/ai-safety", destination: "/ai-safety-vision" },
  { source: "/consulting", destination: "/tech-strategy-consulting" },
  { source: "/about", destination: "/about-us" },
  { source: "/process", destination: "/our-process" },
] as const;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native/wasm database drivers stay plain Node modules instead of being bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  reactStrictMode: true,
  typedRoutes: false,
  images: {
    formats: ["image/avif", "image/webp"],
  },
  async redirects() {
    return routeRedirects.map((route) => ({ ...route, permanent: true }));
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;

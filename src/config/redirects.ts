/** Earlier route variants (docs/product.md §10.6) answer with a permanent redirect to the final route. */
export const routeRedirects = [
  { source: "/mvp", destination: "/mvp-development" },
  { source: "/google-ads", destination: "/google-ads-marketing" },
  { source: "/ai-safety", destination: "/ai-safety-vision" },
  { source: "/consulting", destination: "/tech-strategy-consulting" },
  { source: "/about", destination: "/about-us" },
  { source: "/process", destination: "/our-process" },
] as const;

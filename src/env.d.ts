declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on first pointer, touch or focus inside the island (src/lib/client-interaction.ts). */
    "client:interaction"?: boolean | "query";
  }
}

export {};

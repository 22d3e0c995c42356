declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on first pointer, touch or focus inside the island (src/lib/client-interaction.ts). */
    "client:interaction"?: boolean | "query";
  }
}

/** Vite's React fast-refresh preamble (development only; src/features/leads/open-enquiry.ts). */
declare module "@vitejs/plugin-react/preamble";

declare global {
  namespace App {
    interface Locals {
      /**
       * The signed-in owner: set by src/middleware.ts on every request to /admin and
       * /api/admin/* that it lets through (never on the sign-in pages or public routes).
       */
      owner: { email: string; sessionId: string; csrfToken: string };
      /** The content editor's address for the owner's navigation, or null without an editor. */
      contentEditorPath?: string | null;
    }
  }
}

export {};

import { editorSchemas } from "./editor-schemas";

const ID = "virtual:editor-schemas";

/**
 * Hands the editor (keystatic.config.ts) its content kinds as plain JSON, computed in Node from
 * the zod schemas when the build or the development server starts: the editor's bundle then
 * holds no zod. Used by astro.config.mjs and by the unit tests' Vite config.
 */
export function editorSchemasPlugin() {
  return {
    name: "site:editor-schemas",
    resolveId(id: string) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id: string) {
      return id === `\0${ID}` ? `export default ${JSON.stringify(editorSchemas())};` : undefined;
    },
  };
}

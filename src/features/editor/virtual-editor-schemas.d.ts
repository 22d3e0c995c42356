/** Built by the `site:editor-schemas` Vite plugin (src/features/editor/editor-schemas-plugin.ts). */
declare module "virtual:editor-schemas" {
  const editor: import("@/features/editor/editor-schemas").EditorSchemas;
  export default editor;
}

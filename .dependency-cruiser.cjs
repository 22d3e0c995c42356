/**
 * The cycle check of `npm run lint` (docs/architecture.md) over the helpers, the configuration,
 * content and the server, type-only imports included: eslint's import-x/no-cycle skips those, yet
 * a circle of types still ties two modules together so neither can be read, or moved, alone.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Modules import each other without a circle (docs/architecture.md): move the shared piece into a module of its own.",
      from: { path: "^(src/(lib|config|server)|content)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.(test|spec)\\.[cm]?[jt]sx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] },
  },
};

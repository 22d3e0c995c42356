import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Browser code never reaches into server-only modules (DESIGN "One house").
    files: ["src/components/**", "src/features/**/*.tsx", "src/lib/**", "content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server", "@/server/*", "**/server/*"],
              message:
                "src/server is server-only; call it from a route, a page or a server action.",
            },
          ],
        },
      ],
    },
  },
  {
    // Only the configuration modules read the environment.
    files: ["src/**", "content/**"],
    ignores: ["src/server/env.ts", "src/config/**", "src/instrumentation.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read settings from src/server/env.ts or src/config/site.ts.",
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    ".data/**",
    "bench/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);

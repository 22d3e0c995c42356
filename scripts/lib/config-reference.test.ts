import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  CONFIG_REFERENCE,
  configReference,
  readEnvExample,
  undocumentedVariables,
} from "./config-reference";

const envExample = readFileSync(".env.example", "utf8");

describe("the configuration reference", () => {
  it("is what `npm run docs:config` writes from the schemas and .env.example today", async () => {
    // Stale: run `npm run docs:config` and commit docs/configuration.md.
    expect(readFileSync(CONFIG_REFERENCE, "utf8")).toBe(await configReference(envExample));
  });

  it("describes every setting the schemas check: each is listed in .env.example", () => {
    expect(undocumentedVariables(envExample)).toEqual([]);
    expect(undocumentedVariables("# --- Data ---\nDATA_DIR=.data\n")).toContain("DATABASE_URL");
  });

  it("reads a comment as the description of the variables right under it", () => {
    const { sections } = readEnvExample(
      "# Intro\n\n# --- Mail ---\n# Where it goes.\nSMTP_URL=\n# MAIL_DIR=x\n\n# Alone.\nA=1\n",
    );
    expect(sections).toEqual([
      {
        title: "Mail",
        blocks: [
          {
            text: ["Where it goes."],
            variables: [
              { name: "SMTP_URL", example: "", commented: false },
              { name: "MAIL_DIR", example: "x", commented: true },
            ],
          },
          { text: ["Alone."], variables: [{ name: "A", example: "1", commented: false }] },
        ],
      },
    ]);
  });
});

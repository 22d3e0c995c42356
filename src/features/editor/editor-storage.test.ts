import { describe, expect, it } from "vitest";

import { buildHasEditor, editorStorage } from "./editor-storage";

describe("where the editor saves", () => {
  it("saves to the working tree without a repository, to GitHub with one", () => {
    expect(editorStorage(undefined)).toEqual({ kind: "local" });
    expect(editorStorage(" ")).toEqual({ kind: "local" });
    expect(editorStorage("aarambh/site")).toEqual({ kind: "github", repo: "aarambh/site" });
    expect(() => editorStorage("github.com/aarambh/site")).toThrow(/"owner\/name"/);
  });

  it("is built into the development server, and into production only with a repository", () => {
    expect(buildHasEditor({ SITE_DEV_SERVER: "1" })).toBe(true);
    expect(buildHasEditor({ PUBLIC_KEYSTATIC_GITHUB_REPO: "aarambh/site" })).toBe(true);
    expect(buildHasEditor({})).toBe(false);
    expect(buildHasEditor({ PUBLIC_KEYSTATIC_GITHUB_REPO: "  " })).toBe(false);
  });
});

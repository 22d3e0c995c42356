import { describe, expect, it } from "vitest";

import {
  EDITOR_DEVELOPMENT_POLICY,
  EDITOR_PATH,
  editorContentSecurityPolicy,
} from "./editor-policy";

describe("the editor's Content-Security-Policy", () => {
  it("lets the editor reach GitHub's API and avatars, and changes nothing else", () => {
    const policy =
      "default-src 'self'; script-src 'self' 'sha256-abc'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'";
    expect(editorContentSecurityPolicy(policy)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc'; connect-src 'self' https://api.github.com; img-src 'self' data: https://avatars.githubusercontent.com; frame-ancestors 'none'",
    );
  });

  it("adds a directive that was missing, once", () => {
    const widened = editorContentSecurityPolicy("default-src 'self'");
    expect(widened).toBe(
      "default-src 'self'; connect-src 'self' https://api.github.com; img-src 'self' https://avatars.githubusercontent.com",
    );
    expect(editorContentSecurityPolicy(widened)).toBe(widened);
  });

  it("applies to the editor's pages only", () => {
    expect(EDITOR_PATH.test("/keystatic")).toBe(true);
    expect(EDITOR_PATH.test("/keystatic/collection/openings")).toBe(true);
    expect(EDITOR_PATH.test("/keystatic-guide")).toBe(false);
    expect(EDITOR_PATH.test("/blog/keystatic")).toBe(false);
  });

  it("keeps the editor's web font from Google off the development server too", () => {
    expect(EDITOR_DEVELOPMENT_POLICY).toBe(
      "style-src 'self' 'unsafe-inline'; font-src 'self' data:",
    );
  });
});

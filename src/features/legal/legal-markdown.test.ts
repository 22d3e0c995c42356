import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { legalDocumentSchema } from "@content/schemas/legal";
import { LEGAL_PAGES } from "@content/schemas/legal-pages";

import { readContentBody, readContentFile } from "../../../test/content-files";
import { parseLegalMarkdown, sectionSlug } from "./legal-markdown";

/**
 * Each page's sections (their addresses, #…) and the kinds of blocks in each, as the pages had
 * them when they were TypeScript: an edit that loses a table, an email line or the consent
 * button, or changes an address someone may link to, fails here.
 */
const SHAPES = {
  "privacy-policy": [
    ["information-we-collect", ["p", "list", "p"]],
    ["how-we-use-information", ["list", "p"]],
    ["information-sharing", ["p", "list", "p"]],
    ["data-retention", ["table", "p"]],
    ["your-rights", ["p", "list", "p"]],
    ["cookies", ["p"]],
    ["data-security", ["list", "p"]],
    ["third-party-links", ["p"]],
    ["changes-to-this-policy", ["p"]],
    ["contact-us", ["p", "email"]],
  ],
  "terms-of-service": [
    ["use-of-services", ["p", "list"]],
    ["user-responsibilities", ["p", "list"]],
    ["payments", ["list"]],
    ["intellectual-property", ["p"]],
    ["limitation-of-liability", ["p", "p"]],
    ["termination", ["p"]],
    ["external-links", ["p"]],
    ["changes-to-terms", ["p"]],
    ["governing-law", ["p"]],
    ["contact-information", ["p", "email"]],
  ],
  "cookie-policy": [
    ["what-are-cookies", ["p"]],
    ["types-of-cookies", ["table", "p"]],
    ["third-party-cookies", ["p"]],
    ["cookie-consent", ["p", "consent-button"]],
    ["managing-cookies", ["p", "list"]],
    ["changes-to-this-policy", ["p"]],
    ["contact-us", ["p", "email"]],
  ],
};

const FILE = "content/legal/example.md";
const parse = (markdown: string) => parseLegalMarkdown(FILE, markdown);

describe("the legal pages' files", () => {
  for (const page of LEGAL_PAGES) {
    const file = `content/legal/${page}.md`;

    it(`${page}: the same sections, addresses and kinds of blocks as before`, () => {
      const sections = parseLegalMarkdown(file, readContentBody(file));
      expect(sections.map((s) => [s.id, s.blocks.map((b) => b.type)])).toEqual(SHAPES[page]);
    });

    it(`${page}: braces in the text are escaped as the editor writes them`, () => {
      // The editor reads the text as MDX, where a bare {brand} would be code, not text.
      const text = readContentBody(file).replace(/\]\([^)]*\)/g, "]");
      expect(text).not.toMatch(/(?<!\\)[{<]/);
      expect(() => readContentFile(file, legalDocumentSchema)).not.toThrow();
    });
  }
});

describe("parseLegalMarkdown", () => {
  it("derives a section's address from its heading, or takes the heading's link", () => {
    expect(sectionSlug("Third-Party Links")).toBe("third-party-links");
    const sections = parse(
      "## Data Retention\n\nText.\n\n## [How We Use Your Information](#how-we-use-information)\n\nMore text.\n",
    );
    expect(sections.map((s) => [s.id, s.title])).toEqual([
      ["data-retention", "Data Retention"],
      ["how-we-use-information", "How We Use Your Information"],
    ]);
  });

  it("reads paragraphs, lists, captioned tables, email lines and the consent button", () => {
    const [section] = parse(
      [
        "## Contact",
        "Write to \\{brand} in\n{city}.",
        "- one\n- two \\_ga",
        "*How long we keep it*",
        "| Data | Kept for |\n| --- | --- |\n| Enquiries | \\{enquiryRetention} |",
        "[Privacy enquiries](mailto:{privacyEmail}?subject=Privacy%20request)",
        "[Legal](mailto:\\{legalEmail})",
        "[Open Cookie Preferences](#cookie-preferences)",
      ].join("\n\n"),
    );
    expect(section!.blocks).toEqual([
      { type: "p", text: "Write to {brand} in {city}." },
      { type: "list", items: ["one", "two _ga"] },
      {
        type: "table",
        caption: "How long we keep it",
        columns: ["Data", "Kept for"],
        rows: [["Enquiries", "{enquiryRetention}"]],
      },
      {
        type: "email",
        label: "Privacy enquiries",
        email: "{privacyEmail}",
        subject: "Privacy request",
      },
      { type: "email", label: "Legal", email: "{legalEmail}" },
      { type: "consent-button", label: "Open Cookie Preferences" },
    ]);
  });

  it("refuses an unknown {token}, naming the file", () => {
    expect(() => parse("## Contact\n\nWrite to \\{brnad}.")).toThrow(
      `${FILE}: unknown {brnad} in braces`,
    );
    expect(() => parse("## Contact\n\n[Mail](mailto:{privacy})")).toThrow(
      `${FILE}: unknown {privacy} in braces`,
    );
    expect(() => parse("## Contact\n\nA lone \\{ brace.")).toThrow(`${FILE}: a brace without`);
  });

  it("refuses what the page cannot show, naming the file and the line", () => {
    const refusals: Array<[string, string]> = [
      ["Text before any heading.", `${FILE}:1: the text starts with a section heading`],
      ["## A\n\n### Deeper\n\nText.", `${FILE}:3: a section starts with a level-2 heading`],
      ["## A\n\nSome **bold** text.", `${FILE}:3: a paragraph: only plain text here, not bold`],
      ["## A\n\n| A | B |\n| - | - |\n| 1 | 2 |", `${FILE}:3: a table needs its caption`],
      ["## A\n\n*Lost caption*\n\nText.", `${FILE}:3: italics are a table's caption`],
      ["## A\n\n1. one\n2. two", `${FILE}:3: lists are bullet lists`],
      ["## A\n\n[Site](https://example.com)", `${FILE}:3: a link on its own is an email`],
      ["## A\n\n[Mail](mailto:a@b.test?subject=100%)", `${FILE}:3: a broken %-escape`],
      ["## A\n\nSee [the site](https://example.com).", `${FILE}:3: a paragraph: only plain`],
      ["## A\n\n<div>HTML</div>", `${FILE}:3: not used on a legal page: HTML`],
      ["## A\n\nText.\n\n## A\n\nText.", `${FILE}: two sections have the address #a`],
      ["## A\n\n## B\n\nText.", `${FILE}: section “A” is empty`],
    ];
    for (const [markdown, message] of refusals) expect(() => parse(markdown)).toThrow(message);
  });
});

describe("a legal page's frontmatter", () => {
  const original = readFileSync("content/legal/privacy-policy.md", "utf8");
  const withFrontmatter = (from: RegExp, to: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "legal-")), "privacy-policy.md");
    writeFileSync(file, original.replace(from, to));
    return file;
  };

  it("refuses a bad field, naming the file and the field", () => {
    const file = withFrontmatter(/^lastUpdated: .*$/m, "lastUpdated: ''");
    expect(() => readContentFile(file, legalDocumentSchema)).toThrow(`${file}: lastUpdated: `);
    const missing = withFrontmatter(/^title: .*\n/m, "");
    expect(() => readContentFile(missing, legalDocumentSchema)).toThrow(`${missing}: title: `);
  });

  it("refuses an unknown {token} in the description or the introduction", () => {
    const file = withFrontmatter(/\{brand\}/, "{brnad}");
    expect(() => readContentFile(file, legalDocumentSchema)).toThrow(
      `${file}: description: braces hold one of: {brand}`,
    );
  });
});

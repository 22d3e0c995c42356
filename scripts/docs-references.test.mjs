// The repository explains itself: code and docs point only to files it holds. Product rules are
// in docs/product.md (cited as `docs/product.md §N` or `§10.N`), choices in docs/decisions/.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TEXT =
  /\.(ts|tsx|mts|mjs|js|astro|md|mdx|json|yaml|yml|css|sh)$|^\.ci\/run$|^\.env\.example$/;
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && TEXT.test(file) && file !== "package-lock.json")
  .filter((file) => existsSync(path.join(root, file)));
const read = (file) => readFileSync(path.join(root, file), "utf8");

const product = read("docs/product.md");
const sections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
const decisions = product.slice(product.indexOf("## 10. "));
for (const match of decisions.matchAll(/^(\d+)\. \*\*/gm)) sections.add(`10.${match[1]}`);
const adrs = readdirSync(path.join(root, "docs/decisions")).map((name) => name.slice(0, 4));

describe("references in code and docs", () => {
  it("never send a reader to documents outside the repository", () => {
    const outside = /\bSPEC\b|DESIGN\.md|DESIGN decision/;
    const self = path.relative(root, fileURLToPath(import.meta.url));
    const offenders = files.filter((file) => file !== self && outside.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it("cite sections of docs/product.md that exist", () => {
    const missing = [];
    for (const file of files) {
      for (const [, cited] of read(file).matchAll(/docs\/product\.md §(\d+(?:\.\d+)?)/g)) {
        if (!sections.has(cited)) missing.push(`${file}: §${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("cite decision records that exist", () => {
    const missing = [];
    for (const file of files) {
      for (const [, number] of read(file).matchAll(/docs\/decisions\/(\d{4})/g)) {
        if (!adrs.includes(number)) missing.push(`${file}: ${number}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("link, in the README and docs/, to files and headings that exist", () => {
    // GitHub's anchor for a heading: lower case, punctuation dropped, each space a dash.
    const anchor = (heading) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-");
    const headings = (file) =>
      [...read(file).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchor(heading));
    const broken = [];
    for (const file of files.filter((name) =>
      /^(README|CHANGELOG)\.md$|^docs\/.+\.md$/.test(name),
    )) {
      // Links only: code blocks and code spans show link syntax without being links.
      const text = read(file)
        .replace(/^(```|~~~)[\s\S]*?^\1/gm, "")
        .replace(/`[^`\n]*`/g, "");
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
        const [pathPart, hash] = target.split("#");
        const resolved = pathPart ? path.join(path.dirname(file), pathPart) : file;
        if (!existsSync(path.join(root, resolved))) broken.push(`${file}: ${target}`);
        else if (hash && resolved.endsWith(".md") && !headings(resolved).includes(hash)) {
          broken.push(`${file}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

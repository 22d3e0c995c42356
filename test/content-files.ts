import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { load } from "js-yaml";
import type { z } from "zod";

import { parseDataFile } from "../content/schemas/data-file";

/**
 * Reads content data files outside Astro (unit and browser tests, scripts), with the same schema
 * the build uses and the same kind of message: the file, then the field, then what is wrong.
 * Pages read content through Astro's collections instead (src/content.config.ts).
 */

const root = path.resolve(import.meta.dirname, "..");

/** One data file (YAML or JSON), checked. `file` is relative to the project (content/careers/page.yaml). */
export function readContentFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return parseDataFile(file, schema, readRawContentFile(file));
}

/**
 * A data file's values as written, unchecked (what the editor opens): a YAML file whole, or the
 * frontmatter of a Markdown/MDX file.
 */
export function readRawContentFile(file: string): unknown {
  const text = readFileSync(path.resolve(root, file), "utf8");
  if (!/\.mdx?$/.test(file)) return load(text);
  const frontmatter = text.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  if (!frontmatter) throw new Error(`${file}: no frontmatter`);
  return load(frontmatter[1]!);
}

/** The text of a Markdown/MDX file below its frontmatter (what Astro calls the entry's body). */
export function readContentBody(file: string): string {
  const text = readFileSync(path.resolve(root, file), "utf8");
  const frontmatter = text.match(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/);
  if (!frontmatter) throw new Error(`${file}: no frontmatter`);
  return text.slice(frontmatter[0].length);
}

/** The files of a folder of records, as paths relative to the project. */
export function contentFolderFiles(folder: string, extension = ".yaml"): string[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** Every record of a folder of YAML files, each with its file name (without .yaml) as `id`. */
export function readContentFolder<S extends z.ZodType>(
  folder: string,
  schema: S,
): Array<z.output<S> & { id: string }> {
  return contentFolderFiles(folder).map((file) => ({
    ...(readContentFile(file, schema) as object),
    id: path.basename(file, ".yaml"),
  })) as Array<z.output<S> & { id: string }>;
}

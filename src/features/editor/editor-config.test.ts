import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { ComponentSchema } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { dump } from "js-yaml";
import { describe, expect, it } from "vitest";

import { contentTypes, editorNavigation } from "@content/schemas";
import { openingSchema } from "@content/schemas/careers";
import { parseDataFile } from "@content/schemas/data-file";

import editorConfig from "../../../keystatic.config";
import {
  contentFolderFiles,
  readContentBody,
  readContentFile,
  readRawContentFile,
} from "../../../test/content-files";
import { contentJsonSchema } from "./content-json-schema";

/**
 * The editor (keystatic.config.ts) and the build (content/schemas) must agree field for field:
 * same names, same required fields, same lengths, same choices. Checked by behaviour, through
 * each editor field's own validation, so a field added, dropped or limited on one side fails.
 */

type Node = ReturnType<typeof contentJsonSchema>;
type Field = ComponentSchema & Record<string, unknown>;

const refuses = (field: Field, value: unknown) => {
  const validate = field.validate as (value: unknown) => unknown;
  try {
    validate(value);
    return false;
  } catch {
    return true;
  }
};

/** Texts that break the usual patterns: a slug, a placeholder, a colour, plain words. */
const PATTERN_PROBES = [
  "Not A Slug",
  "lower-case-words",
  "{unknown} placeholder text",
  "{discounted} a month, quoted",
  "#12345z",
  "plain words, no braces",
];

/** Every difference between a schema node and the editor field shown for it. */
function differences(where: string, node: Node, field: Field, required: boolean): string[] {
  const found: string[] = [];
  const expectThat = (ok: boolean, what: string) => {
    if (!ok) found.push(`${where}: ${what}`);
  };
  // A discriminated union ({ discriminant, value }): a choice of kind, then that kind's fields
  // (the block picker's kind is labelled by Keystatic itself).
  const branches = node.oneOf ?? node.anyOf;
  if (branches) {
    expectThat(field.kind === "conditional", "is not a choice of kinds");
    const discriminant = field.discriminant as Field;
    const kinds = branches.map((branch) => branch.properties?.discriminant?.const);
    const options = (discriminant.options as Array<{ value: string }>).map((o) => o.value);
    expectThat(JSON.stringify(options) === JSON.stringify(kinds), "kinds differ");
    expectThat(
      discriminant.label === node.title || discriminant.label === "Kind",
      `label "${String(discriminant.label)}" ≠ "${node.title}"`,
    );
    const values = field.values as Record<string, Field>;
    for (const branch of branches) {
      const kind = branch.properties!.discriminant!.const as string;
      found.push(
        ...differences(`${where}<${kind}>`, branch.properties!.value!, values[kind]!, true),
      );
    }
    return found;
  }
  expectThat(field.label === node.title, `label "${String(field.label)}" ≠ "${node.title}"`);
  if (node.image) {
    expectThat(field.formKind === "asset", "is not an image upload");
    expectThat(refuses(field, null) === required, "required differs");
    return found;
  }
  if (node.type === "array" && node.items?.enum) {
    const options = (field.options as Array<{ value: string }> | undefined)?.map((o) => o.value);
    expectThat(JSON.stringify(options) === JSON.stringify(node.items.enum), "choices differ");
    return found;
  }
  if (node.enum) {
    const options = (field.options as Array<{ value: string }> | undefined)?.map((o) => o.value);
    expectThat(JSON.stringify(options) === JSON.stringify(node.enum), "choices differ");
    return found;
  }
  switch (node.type) {
    case "string": {
      if (node.format === "date") {
        expectThat(refuses(field, null) === required, "required differs");
        break;
      }
      const max = node.maxLength;
      const min = node.minLength ?? (required ? 1 : 0);
      const pattern = node.pattern === undefined ? undefined : new RegExp(node.pattern);
      const fits = (value: string) => !pattern || pattern.test(value);
      if (max !== undefined) {
        expectThat(refuses(field, "x".repeat(max + 1)), `accepts more than ${max} characters`);
        if (fits("x".repeat(max))) {
          expectThat(!refuses(field, "x".repeat(max)), `refuses ${max} characters`);
        }
      }
      if (min > 0) expectThat(refuses(field, "x".repeat(min - 1)), `accepts under ${min}`);
      const shortest = "x".repeat(Math.max(min, 1));
      if (fits(shortest)) expectThat(!refuses(field, shortest), `refuses ${min} characters`);
      // A `.regex()` the editor must check too: it agrees with the schema on every probe that
      // fits the length limits.
      for (const probe of pattern ? PATTERN_PROBES : []) {
        if (probe.length < min || (max !== undefined && probe.length > max)) continue;
        expectThat(refuses(field, probe) === !fits(probe), `pattern differs on "${probe}"`);
      }
      break;
    }
    case "integer":
    case "number":
      if (node.minimum !== undefined) {
        expectThat(refuses(field, node.minimum - 1), `accepts under ${node.minimum}`);
      }
      if (node.exclusiveMinimum !== undefined) {
        expectThat(refuses(field, node.exclusiveMinimum), `accepts ${node.exclusiveMinimum}`);
      }
      expectThat(refuses(field, null) === required, "required differs");
      break;
    case "boolean":
      expectThat(field.kind === "form" && !refuses(field, true), "is not a checkbox");
      break;
    case "array": {
      const length = (field.validation as { length?: { min?: number; max?: number } })?.length;
      expectThat(field.kind === "array", "is not a list");
      expectThat(length?.min === node.minItems, `fewest items ${length?.min} ≠ ${node.minItems}`);
      expectThat(length?.max === node.maxItems, `most items ${length?.max} ≠ ${node.maxItems}`);
      const element = field.element as Field;
      found.push(...differences(`${where}[]`, { title: node.title, ...node.items }, element, true));
      break;
    }
    case "object":
      expectThat(field.kind === "object", "is not a group");
      found.push(...objectDifferences(where, node, field.fields as Record<string, Field>));
      break;
    default:
      found.push(`${where}: a type the editor does not show (${node.type})`);
  }
  return found;
}

function objectDifferences(where: string, node: Node, fields: Record<string, Field>): string[] {
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  const shown = Object.keys(properties).filter((name) => !properties[name]!.hidden);
  const names = [...new Set([...shown, ...Object.keys(fields)])];
  return names.flatMap((name) => {
    const at = where ? `${where}.${name}` : name;
    const child = properties[name];
    const field = fields[name];
    if (!child) return [`${at}: in the editor, not in the schema`];
    if (!field) return [`${at}: in the schema, not in the editor`];
    return differences(at, child, field, required.has(name));
  });
}

const editorSchemaOf = (name: string): Record<string, Field> => {
  const entry = editorConfig.collections?.[name] ?? editorConfig.singletons?.[name];
  if (!entry) throw new Error(`${name} is not in the editor`);
  return entry.schema as Record<string, Field>;
};

/** The files of one kind of content, relative to the project. */
const filesOf = (name: keyof typeof contentTypes) => {
  const type = contentTypes[name];
  if (type.kind === "page")
    return [`content/${type.file}.${"format" in type ? type.format : "yaml"}`];
  if (type.kind === "document") return [`content/${type.file}.md`];
  return contentFolderFiles(`content/${type.folder}`, type.kind === "posts" ? ".mdx" : ".yaml");
};

describe("the editor and the content schemas", () => {
  for (const [name, type] of Object.entries(contentTypes)) {
    it(`${name}: the editor shows every field with the schema's limits`, () => {
      const fields = editorSchemaOf(name);
      const root = contentJsonSchema(type.schema);
      if (type.kind === "document") {
        // The text below the fields is the editor's body field (Markdown).
        const { body, ...rest } = fields;
        expect(body?.kind).toBe("form");
        expect(objectDifferences("", root, rest)).toEqual([]);
      } else if (type.kind !== "page") {
        // The name field is a slug field (it also names the file): its text limits still hold.
        const nameField = fields[type.nameField] as Field;
        expect(nameField.formKind).toBe("slug");
        // A post's text is the editor's body field.
        const { [type.nameField]: _name, body, ...rest } = fields;
        const { [type.nameField]: _node, ...properties } = root.properties ?? {};
        if (type.kind === "posts") expect(body?.kind).toBe("form");
        else if (body) rest.body = body;
        expect(objectDifferences("", { ...root, properties }, rest)).toEqual([]);
      } else {
        expect(objectDifferences("", root, fields)).toEqual([]);
      }
    });

    it(`${name}: every file on disk passes the build's schema`, () => {
      const files = filesOf(name as keyof typeof contentTypes);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files)
        expect(() => readContentFile(file, type.schema), file).not.toThrow();
      if (type.kind === "posts") expect(files.length).toBeGreaterThanOrEqual(6);
    });
  }

  it("puts every kind of content in the editor's menu once", () => {
    const listed = Object.values(editorNavigation).flat();
    expect([...listed].sort()).toEqual(Object.keys(contentTypes).sort());
  });

  it("finds each Markdown page's file: its fields and its text", async () => {
    type Entry = { title: unknown; body: () => Promise<string> };
    const reader = createReader(process.cwd(), editorConfig);
    const singletons = reader.singletons as Record<string, { read: () => Promise<Entry | null> }>;
    for (const [name, type] of Object.entries(contentTypes)) {
      if (type.kind !== "document") continue;
      const file = `content/${type.file}.md`;
      const entry = await singletons[name]!.read();
      expect(entry?.title, name).toBe(readContentFile(file, type.schema).title);
      expect((await entry!.body()).trim(), name).toBe(readContentBody(file).trim());
    }
  });

  it("edits the working tree unless a GitHub repository is configured", () => {
    expect(editorConfig.storage).toEqual({ kind: "local" });
  });
});

describe("a content file that breaks its schema", () => {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const name of Object.keys(contentTypes) as (keyof typeof contentTypes)[]) {
    it(`${name}: each field left empty is refused, naming the file and the field`, () => {
      const [file] = filesOf(name);
      const data = readRawContentFile(file!) as Record<string, unknown>;
      for (const key of Object.keys(data)) {
        expect(
          () => parseDataFile(file!, contentTypes[name].schema, { ...data, [key]: null }),
          `${file} ${key}`,
        ).toThrow(new RegExp(`^${escaped(file!)}: ${key}[.:]`, "m"));
      }
    });
  }

  it("stops with the file and the field named", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-"));
    const file = path.join(dir, "junior-developer.yaml");
    const record = readRawContentFile("content/careers/openings/junior-developer.yaml") as {
      compensation: Record<string, unknown>;
      datePosted: string;
    };
    writeFileSync(
      file,
      dump({
        ...record,
        compensation: { ...record.compensation, max: 1 },
        datePosted: "2026-02-30",
      }),
    );
    expect(() => readContentFile(file, openingSchema)).toThrow(
      `${file}: compensation.max: “From” must not be more than “To”`,
    );
    expect(() => readContentFile(file, openingSchema)).toThrow(`${file}: datePosted: `);
  });

  it("takes dates as the editor writes them (unquoted YAML dates)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-"));
    const file = path.join(dir, "editor-written.yaml");
    const yaml = dump(readRawContentFile("content/careers/openings/junior-developer.yaml"))
      .replace(/datePosted: '(.*)'/, "datePosted: $1")
      .replace(/validThrough: '(.*)'/, "validThrough: $1");
    writeFileSync(file, yaml);
    expect(yaml).toMatch(/^datePosted: \d{4}-\d{2}-\d{2}$/m);
    expect(readContentFile(file, openingSchema)).toMatchObject({
      datePosted: "2026-11-16",
      validThrough: "2027-02-28",
    });
  });
});

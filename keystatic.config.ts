import { collection, config, fields, singleton } from "@keystatic/core";
import editor from "virtual:editor-schemas";

import type { EditorContentType } from "./src/features/editor/editor-schemas";
import { editorStorage } from "./src/features/editor/editor-storage";
import { fieldsFromSchema } from "./src/features/editor/fields-from-schema";

/**
 * The content editor at /keystatic (docs/decisions/0022-content-as-data.md). Every field is
 * derived from the schema the build checks the file with (content/schemas, handed over as JSON
 * Schema by `virtual:editor-schemas`), so the two cannot drift apart. Storage: the working tree
 * in development; the site's GitHub repository when PUBLIC_KEYSTATIC_GITHUB_REPO is set (README
 * "Editing the site"). A production build without it has no editor (astro.config.mjs).
 */

type Of<K extends EditorContentType["kind"]> = Extract<EditorContentType, { kind: K }>;

const recordsCollection = (type: Of<"records">) =>
  collection({
    label: type.label,
    path: `content/${type.folder}/*`,
    format: { data: "yaml" },
    // Keystatic types these against a literal schema; ours is derived, so its keys are strings.
    slugField: type.nameField as never,
    columns: [type.nameField, ...type.columns] as never[],
    schema: fieldsFromSchema(type.jsonSchema, {
      slugField: {
        key: type.nameField,
        slugLabel: type.slugLabel,
        slugDescription: type.slugDescription,
      },
    }),
  });

/** Posts: the frontmatter as fields, the Markdown below it as the editor's text. */
const postsCollection = (type: Of<"posts">) =>
  collection({
    label: type.label,
    path: `content/${type.folder}/*`,
    format: { contentField: "body" },
    entryLayout: "content",
    slugField: type.nameField as never,
    columns: [type.nameField, ...type.columns] as never[],
    schema: {
      ...fieldsFromSchema(type.jsonSchema, {
        slugField: {
          key: type.nameField,
          slugLabel: type.slugLabel,
          slugDescription: type.slugDescription,
        },
      }),
      body: fields.mdx({ label: type.bodyLabel, extension: "mdx" }),
    },
  });

const pageSingleton = (type: Of<"page">) =>
  singleton({
    label: type.label,
    path: `content/${type.file}`,
    format: { data: type.format ?? "yaml" },
    schema: fieldsFromSchema(type.jsonSchema),
  });

/**
 * A page written as Markdown (the legal pages): its fields, then its text. The text field reads
 * and writes Markdown with pipe tables; it escapes a brace in the text as \{, which the site's
 * reader takes as a brace (src/features/legal/legal-markdown.ts).
 */
const documentSingleton = (type: Of<"document">) =>
  singleton({
    label: type.label,
    path: `content/${type.file}`,
    format: { contentField: "body" },
    entryLayout: "content",
    schema: {
      ...fieldsFromSchema(type.jsonSchema),
      body: fields.mdx({
        label: type.bodyLabel,
        description: type.bodyDescription,
        extension: "md",
        // Only what the reader turns into the page: no images, code, quotes or deeper headings.
        options: {
          heading: [2],
          bold: false,
          code: false,
          codeBlock: false,
          blockquote: false,
          divider: false,
          image: false,
          orderedList: false,
          strikethrough: false,
        },
      }),
    },
  });

const entries = Object.entries(editor.types);

export default config({
  storage: editorStorage(import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO),
  ui: { brand: { name: "Website content" }, navigation: editor.navigation },
  collections: Object.fromEntries(
    entries.flatMap(([name, type]) =>
      type.kind === "records"
        ? [[name, recordsCollection(type)]]
        : type.kind === "posts"
          ? [[name, postsCollection(type)]]
          : [],
    ),
  ),
  singletons: Object.fromEntries(
    entries.flatMap(([name, type]) =>
      type.kind === "page"
        ? [[name, pageSingleton(type)]]
        : type.kind === "document"
          ? [[name, documentSingleton(type)]]
          : [],
    ),
  ),
});

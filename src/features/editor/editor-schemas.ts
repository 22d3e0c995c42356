import {
  contentTypes,
  editorNavigation,
  type DocumentType,
  type PageType,
  type PostsType,
  type RecordsType,
} from "../../../content/schemas";

import { contentJsonSchema, type JsonSchema } from "./content-json-schema";

/**
 * What the editor needs to know of each kind of content, without zod: its place and its schema
 * as JSON Schema. Computed at build time (astro.config.mjs hands it to keystatic.config.ts as the
 * module `virtual:editor-schemas`), so the editor's browser bundle carries no validation library
 * and shares no code with the public pages' islands beyond React.
 */
export type EditorContentType =
  | (Omit<RecordsType, "schema"> & { jsonSchema: JsonSchema })
  | (Omit<PostsType, "schema"> & { jsonSchema: JsonSchema })
  | (Omit<PageType, "schema"> & { jsonSchema: JsonSchema })
  | (Omit<DocumentType, "schema"> & { jsonSchema: JsonSchema });

export type EditorSchemas = {
  types: Record<string, EditorContentType>;
  navigation: Record<string, string[]>;
};

export function editorSchemas(): EditorSchemas {
  const types = Object.fromEntries(
    Object.entries(contentTypes).map(([name, type]) => {
      const { schema, ...rest } = type as RecordsType | PostsType | PageType | DocumentType;
      return [name, { ...rest, jsonSchema: contentJsonSchema(schema) }];
    }),
  );
  return { types, navigation: editorNavigation };
}

import "../../../content/schemas/zod-config";

import { z } from "zod";

/** Extra metadata a content schema may carry for the editor (beyond title and description). */
export type EditorMeta = {
  /** A multi-line text box instead of a single line. */
  multiline?: boolean;
  /** Human labels for an enum's values, in the enum's order. */
  optionLabels?: Record<string, string>;
  /** For an array of objects: the field whose value names an item in the list. */
  itemLabelField?: string;
  /** Not shown in the editor (an old field it neither shows nor writes; must be optional). */
  hidden?: boolean;
  /** An image uploaded into `directory` (under the project), written as `publicPath` + name. */
  image?: { directory: string; publicPath: string };
  /** What the editor says when a text does not match the field's `.regex()` (its `pattern`). */
  patternMessage?: string;
};

export type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  /** A zod `.regex()`, as its source (JSON Schema keeps no flags; content regexes use none). */
  pattern?: string;
  enum?: string[];
  /** A literal (a discriminated union's `discriminant`). */
  const?: unknown;
  /** A union's branches (content unions are discriminated: one `{ discriminant, value }` each). */
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
} & EditorMeta;

/** The JSON Schema of a content schema, as a file is read (before defaults and transforms). */
export function contentJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

import { fields, type ComponentSchema } from "@keystatic/core";

import type { JsonSchema } from "./content-json-schema";

/**
 * The editor's fields, derived from a content schema (as JSON Schema: content-json-schema.ts):
 * the zod schema stays the one source of truth (the build checks every file against it), and
 * Keystatic shows the same fields with the same limits, so the editor cannot save what the build
 * would refuse. Labels and help text come from each field's `.meta({ title, description })`;
 * see docs/decisions/0022-content-as-data.md.
 *
 * Supported shapes (all our records need): strings (single or `multiline` meta, with a
 * `.regex()` the editor checks too, its message from `patternMessage` meta), calendar dates
 * (`z.iso.date()`), enums (with `optionLabels` meta), integers, booleans, arrays and objects,
 * and discriminated unions written as `{ discriminant, value }` (content/schemas/page-blocks.ts):
 * a list of them is Keystatic's block picker, one alone a choice that shows its branch's fields.
 */

/** JSON Schema's "no limit" for integers: not a limit an editor should show. */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

function labelOf(key: string, node: JsonSchema): string {
  if (!node.title) throw new Error(`Content field "${key}" has no title: add .meta({ title })`);
  return node.title;
}

/** A discriminated union's branches: each one's `discriminant` and the schema of its `value`. */
function branchesOf(key: string, node: JsonSchema) {
  const options = node.oneOf ?? node.anyOf;
  return options?.map((option) => {
    const kind = option.properties?.discriminant?.const;
    const value = option.properties?.value;
    if (typeof kind !== "string" || value?.type !== "object") {
      throw new Error(
        `Content field "${key}" is a union the editor cannot show: use { discriminant, value }`,
      );
    }
    return { kind, value, label: value.title ?? kind };
  });
}

/** The text naming an item of a list: the field `itemLabelField` names, or the item itself. */
const itemText = (props: unknown, field: string | undefined): unknown =>
  field
    ? (props as { fields: Record<string, { value: unknown }> }).fields[field]?.value
    : (props as { value: unknown }).value;

function fieldFromNode(key: string, node: JsonSchema, required: boolean): ComponentSchema {
  const label = labelOf(key, node);
  const description = node.description;
  const items =
    node.type === "array" && node.items ? branchesOf(`${key}[]`, node.items) : undefined;
  if (items) {
    return fields.blocks(
      Object.fromEntries(
        items.map((branch) => [
          branch.kind,
          {
            label: branch.label,
            schema: fields.object(fieldsFromNode(branch.value), { label: branch.label }),
            itemLabel: (props: unknown) => {
              const heading = itemText(props, "heading");
              return typeof heading === "string" && heading
                ? `${branch.label}: ${heading}`
                : branch.label;
            },
          },
        ]),
      ),
      { label, description, validation: { length: { min: node.minItems, max: node.maxItems } } },
    );
  }
  const branches = branchesOf(key, node);
  if (branches) {
    const first = (node.default as { discriminant?: string } | undefined)?.discriminant;
    return fields.conditional(
      fields.select({
        label,
        description,
        options: branches.map((branch) => ({
          value: branch.kind,
          label: node.optionLabels?.[branch.kind] ?? branch.label,
        })),
        defaultValue: first ?? branches[0]!.kind,
      }),
      Object.fromEntries(
        branches.map((branch) => [
          branch.kind,
          fields.object(fieldsFromNode(branch.value), { label: branch.label }),
        ]),
      ),
    );
  }
  if (node.image) {
    const { directory, publicPath } = node.image;
    return fields.image({
      label,
      description,
      directory,
      publicPath,
      validation: { isRequired: required },
    });
  }
  if (node.type === "array" && node.items?.enum) {
    const labels = node.items.optionLabels ?? node.optionLabels;
    const options = node.items.enum.map((value) => ({ value, label: labels?.[value] ?? value }));
    return fields.multiselect({ label, description, options, defaultValue: [] });
  }
  if (node.enum) {
    const options = node.enum.map((value) => ({
      value,
      label: node.optionLabels?.[value] ?? value,
    }));
    const defaultValue = typeof node.default === "string" ? node.default : (node.enum[0] ?? "");
    return fields.select({ label, description, options, defaultValue });
  }
  switch (node.type) {
    case "string": {
      if (node.format === "date") {
        return fields.date({ label, description, validation: { isRequired: required } });
      }
      const min = node.minLength ?? (required ? 1 : undefined);
      const pattern = node.pattern
        ? {
            regex: new RegExp(node.pattern),
            message: node.patternMessage ?? `${label}: not in the form the help text describes`,
          }
        : undefined;
      return fields.text({
        label,
        description,
        multiline: node.multiline ?? false,
        validation: { length: { min, max: node.maxLength }, pattern },
      });
    }
    case "integer":
    case "number": {
      const make = node.type === "integer" ? fields.integer : fields.number;
      return make({
        label,
        description,
        validation: {
          isRequired: required,
          // "Above 0" for a whole number is "at least 1".
          min:
            node.minimum ??
            (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + 1),
          max: node.maximum === SAFE_INTEGER ? undefined : node.maximum,
        },
      });
    }
    case "boolean":
      return fields.checkbox({
        label,
        description,
        defaultValue: typeof node.default === "boolean" ? node.default : false,
      });
    case "array": {
      if (!node.items) throw new Error(`Content field "${key}" is an array without items`);
      const element = fieldFromNode(`${key}[]`, { title: label, ...node.items }, true);
      const itemLabelField = node.itemLabelField;
      return fields.array(element, {
        label,
        description,
        itemLabel: (props) => {
          const value = itemText(props, itemLabelField);
          return typeof value === "string" && value ? value : label;
        },
        validation: { length: { min: node.minItems, max: node.maxItems } },
      });
    }
    case "object":
      return fields.object(fieldsFromNode(node), { label, description });
    default:
      throw new Error(`Content field "${key}" has a type the editor cannot show: ${node.type}`);
  }
}

function fieldsFromNode(node: JsonSchema): Record<string, ComponentSchema> {
  const required = new Set(node.required ?? []);
  return Object.fromEntries(
    Object.entries(node.properties ?? {})
      .filter(([, child]) => !child.hidden)
      .map(([key, child]) => [key, fieldFromNode(key, child, required.has(key))]),
  );
}

/**
 * The editor's fields for an object schema. `slugField` names the text field whose value also
 * gives the entry its file name (a collection's entries are one file each).
 */
export function fieldsFromSchema(
  root: JsonSchema,
  options: { slugField?: { key: string; slugLabel: string; slugDescription: string } } = {},
): Record<string, ComponentSchema> {
  const result = fieldsFromNode(root);
  const slug = options.slugField;
  if (slug) {
    const node = root.properties?.[slug.key];
    if (!node) throw new Error(`No field "${slug.key}" to name the entries' files by`);
    result[slug.key] = fields.slug({
      name: {
        label: labelOf(slug.key, node),
        description: node.description,
        validation: { length: { min: node.minLength ?? 1, max: node.maxLength } },
      },
      slug: { label: slug.slugLabel, description: slug.slugDescription },
    });
  }
  return result;
}

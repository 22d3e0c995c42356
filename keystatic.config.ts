import { collection, config, singleton } from "@keystatic/core";

import { contentTypes, editorNavigation, type PageType, type RecordsType } from "./content/schemas";
import { editorStorage } from "./src/features/editor/editor-storage";
import { fieldsFromSchema } from "./src/features/editor/fields-from-schema";

/**
 * The content editor at /keystatic (docs/decisions/0022-content-as-data.md). Every field is
 * derived from the schema the build checks the file with (content/schemas), so the two cannot
 * drift apart. Storage: the working tree in development; the site's GitHub repository when
 * PUBLIC_KEYSTATIC_GITHUB_REPO is set (README "Editing the site"). A production build without it
 * has no editor at all (astro.config.mjs leaves the integration out).
 */

const recordsCollection = (type: RecordsType) =>
  collection({
    label: type.label,
    path: `content/${type.folder}/*`,
    format: { data: "yaml" },
    // Keystatic types these against a literal schema; ours is derived, so its keys are strings.
    slugField: type.nameField as never,
    columns: [type.nameField, ...type.columns] as never[],
    schema: fieldsFromSchema(type.schema, {
      slugField: {
        key: type.nameField,
        slugLabel: type.slugLabel,
        slugDescription: type.slugDescription,
      },
    }),
  });

const pageSingleton = (type: PageType) =>
  singleton({
    label: type.label,
    path: `content/${type.file}`,
    format: { data: "yaml" },
    schema: fieldsFromSchema(type.schema),
  });

const entries = Object.entries(contentTypes) as Array<[string, RecordsType | PageType]>;

export default config({
  storage: editorStorage(import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO),
  ui: { brand: { name: "Website content" }, navigation: editorNavigation },
  collections: Object.fromEntries(
    entries.flatMap(([name, type]) =>
      type.kind === "records" ? [[name, recordsCollection(type)]] : [],
    ),
  ),
  singletons: Object.fromEntries(
    entries.flatMap(([name, type]) => (type.kind === "page" ? [[name, pageSingleton(type)]] : [])),
  ),
});

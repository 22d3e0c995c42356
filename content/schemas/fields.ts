import "./zod-config";

import { z } from "zod";

import { hasControlCharacters } from "./control-characters";

/**
 * The building blocks of every content schema: text with length limits the editor shows too
 * (src/features/editor/fields-from-schema.ts), and no invisible characters a paste can bring.
 */

const clean = (multiline: boolean) => (value: string) =>
  !hasControlCharacters(value, { multiline });

/** One line of text, `min` to `max` characters, no leading or trailing spaces. */
export const line = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((value) => value === value.trim(), "no spaces at the start or the end")
    .refine(clean(false), "no line breaks or invisible characters");

/** A paragraph: one or more lines, `min` to `max` characters. */
export const paragraph = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((value) => value === value.trim(), "no spaces or blank lines at the start or the end")
    .refine(clean(true), "no invisible characters")
    .meta({ multiline: true });

/** A list of `minItems` to `maxItems` lines of `min` to `max` characters each. */
export const lines = (minItems: number, maxItems: number, min: number, max: number) =>
  z
    .array(line(min, max).meta({ title: "Item" }))
    .min(minItems)
    .max(maxItems);

const DATE_FORMAT = "must be a date written YYYY-MM-DD, e.g. 2025-01-14";

/**
 * A calendar date written YYYY-MM-DD, a real one (no 30 February). YAML reads an unquoted date
 * (as the editor writes it) as a Date: it is taken back to its YYYY-MM-DD.
 */
export const calendarDate = () =>
  z
    .preprocess(
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
      z
        .string({ message: DATE_FORMAT })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_FORMAT, abort: true })
        // 2026-02-31 would roll over to March: a real date reads back the same.
        .refine(
          (value) => {
            const date = new Date(`${value}T00:00:00Z`);
            return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
          },
          { message: "must be a real calendar date" },
        ),
    )
    // The editor shows a date picker (src/features/editor/fields-from-schema.ts).
    .meta({ format: "date" });

/** `min` to `max` cards of a title and a text each (perks, beliefs, audiences…). */
export const titledItemList = (min: number, max: number, textMax: number) =>
  z
    .array(
      z
        .object({
          title: line(2, 80).meta({ title: "Title" }),
          description: paragraph(10, textMax).meta({ title: "Text" }),
        })
        .meta({ title: "Item", itemLabelField: "title" }),
    )
    .min(min)
    .max(max)
    .meta({ title: "Items", itemLabelField: "title" });

/** A section of cards: a heading and its `min` to `max` items. */
export const titledItems = (
  title: string,
  options: { min: number; max: number; textMax: number },
) =>
  z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      items: titledItemList(options.min, options.max, options.textMax),
    })
    .meta({ title });

/** Optional text of at most `max` characters: left empty in the editor, it is absent. */
export const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .max(max)
    .refine((value) => value === value.trim(), "no spaces at the start or the end")
    .refine(clean(options.multiline ?? false), "no line breaks or invisible characters")
    .optional()
    .transform((value) => value || undefined)
    .meta({ multiline: options.multiline ?? false });

/**
 * An image the build optimises (responsive sizes, AVIF/WebP): the editor uploads it into
 * `src/assets/<folder>/<entry>/`, and the file names it relative to itself (`depth` folders
 * below the project, e.g. "../../src/assets/people/neha-kulkarni/portrait.svg"); Astro's
 * `image()` resolves that path at build (src/content.config.ts).
 */
export const assetImage = (folder: string, depth: number) => {
  const prefix = `${"../".repeat(depth)}src/assets/${folder}/`;
  const message = `an image under src/assets/${folder}/ (SVG, PNG, JPEG, WebP or AVIF)`;
  return z
    .string({ message })
    .regex(
      new RegExp(`^${prefix.replace(/\./g, "\\.")}[A-Za-z0-9/_.-]+\\.(svg|png|jpe?g|webp|avif)$`),
      { message },
    )
    .meta({ image: { directory: `src/assets/${folder}`, publicPath: prefix } });
};

/**
 * An image the editor uploads into `public/<folder>/` (a photo or a drawing), written in the file
 * as its address on the site, e.g. "/people/neha-kulkarni.svg".
 */
export const imagePath = (
  folder: string,
  message = `an image under /${folder}/ (SVG, PNG, JPEG, WebP or AVIF)`,
) =>
  z
    .string({ message })
    .regex(new RegExp(`^/${folder}/[A-Za-z0-9/_.-]+\\.(svg|png|jpe?g|webp|avif)$`), { message })
    .meta({ image: { directory: `public/${folder}`, publicPath: `/${folder}/` } });

/** `min` to `max` figures, each a short value shown large above what it counts ("50+", "Projects"). */
export const figures = (title: string, min: number, max: number) =>
  z
    .array(
      z
        .object({
          value: line(1, 20).meta({ title: "Figure" }),
          label: line(2, 60).meta({ title: "What it counts" }),
        })
        .meta({ title: "Figure", itemLabelField: "value" }),
    )
    .min(min)
    .max(max)
    .meta({ title, itemLabelField: "value" });

/**
 * Text that may name a few values the page fills in, written in braces: "Meet {founder}, your
 * CTO". Only the `tokens` given may appear in braces (a typo would reach the page as written);
 * the page's loader fills them with `fillTokens` (src/lib/fill-tokens.ts).
 */
export const withTokens = <S extends z.ZodString>(schema: S, tokens: readonly string[]) =>
  schema.refine(
    (value) => [...value.matchAll(/\{([^{}]*)\}/g)].every((match) => tokens.includes(match[1]!)),
    `in braces only ${tokens.map((token) => `{${token}}`).join(" or ")}`,
  );

/**
 * Text that may name values the page fills in, written in braces (“{brand}”); `tokens` are the
 * names allowed. Unlike `withTokens` it is a pattern, so the editor refuses an unknown name too,
 * before a save, and its help lists the names. The loader fills them with `fillTokensIn`
 * (src/lib/fill-tokens.ts).
 */
export const tokenText = (
  tokens: readonly string[],
  min: number,
  max: number,
  meta: {
    title: string;
    description?: string;
    multiline?: boolean;
    /** In place of the list of names, where a long list would crowd every field. */
    tokensHelp?: string;
  },
) => {
  const names = tokens.map((token) => `{${token}}`).join(", ");
  const pattern = new RegExp(`^(?:[^{}]|\\{(?:${tokens.join("|")})\\})*$`);
  return (meta.multiline ? paragraph(min, max) : line(min, max))
    .regex(pattern, `braces hold one of: ${names}`)
    .meta({
      title: meta.title,
      description: [
        meta.description,
        meta.tokensHelp ?? `Filled in from the site's settings: ${names}.`,
      ]
        .filter(Boolean)
        .join(" "),
      patternMessage: `Only these go in braces: ${names}.`,
    });
};

/**
 * The illustrated portraits of the people on the site (team, founder, quoted clients), generated
 * by `npm run imagery` with DiceBear's "Notionists" style (design CC0 1.0 by Zoish, code MIT by
 * Florian Körner; see node_modules/@dicebear/notionists/LICENSE) and committed to public/. A
 * portrait is deterministic: the same look always draws the same face. The people are fictional
 * (docs/product.md §10.8), so an illustration, never a photograph, stands for them.
 */

export type PortraitLook = {
  /**
   * Path without ".svg": under public/ (the page uses `/${file}.svg`), or, with `asset`, under
   * src/assets/ (a testimonial's portrait, which the editor can replace and the build optimises).
   */
  file: string;
  asset?: boolean;
  /** Picks the face parts the options below leave open. */
  seed: string;
  /** Notionists hair variant ("variant01".."variant63"). */
  hair: string;
  beard?: boolean;
  glasses?: boolean;
  /** Background behind the drawing, a light tint of a brand or service colour (hex). */
  background: string;
};

export const portraits = [
  {
    file: "team/founder/portrait",
    seed: "founder",
    hair: "variant05",
    beard: true,
    glasses: true,
    background: "#dbe4ff",
  },
  {
    file: "team/priya-raman/portrait",
    seed: "priya-raman",
    hair: "variant41",
    background: "#dcfce7",
  },
  {
    file: "people/neha-kulkarni/portrait",
    asset: true,
    seed: "neha-kulkarni",
    hair: "variant28",
    background: "#fde7d9",
  },
  {
    file: "people/rahul-sinha/portrait",
    asset: true,
    seed: "rahul-sinha",
    hair: "variant16",
    beard: true,
    background: "#ede4ff",
  },
  {
    file: "people/farah-qureshi/portrait",
    asset: true,
    seed: "farah-qureshi",
    hair: "variant63",
    background: "#d9f2ef",
  },
  {
    file: "people/elena-vogt/portrait",
    asset: true,
    seed: "elena-vogt",
    hair: "variant36",
    glasses: true,
    background: "#fce4ec",
  },
] as const satisfies readonly PortraitLook[];

type PublicPortrait = Exclude<(typeof portraits)[number], { asset: true }>;

/** The public path of a portrait's file (the team's, which live in public/). */
export const portraitSrc = (file: PublicPortrait["file"]) => `/${file}.svg`;

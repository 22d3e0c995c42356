/**
 * The illustrated portraits of the people on the site (team, founder, quoted clients), generated
 * by `npm run imagery` with DiceBear's "Notionists" style (design CC0 1.0 by Zoish, code MIT by
 * Florian Körner; see node_modules/@dicebear/notionists/LICENSE) and committed to src/assets/. A
 * portrait is deterministic: the same look always draws the same face. The people are fictional
 * (docs/product.md §10.8), so an illustration, never a photograph, stands for them.
 */

export type PortraitLook = {
  /**
   * Path without ".svg" under src/assets/: the team's and the quoted clients' files name their
   * portrait there, the editor can replace it with a photo, and the build optimises it.
   */
  file: string;
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
    seed: "neha-kulkarni",
    hair: "variant28",
    background: "#fde7d9",
  },
  {
    file: "people/rahul-sinha/portrait",
    seed: "rahul-sinha",
    hair: "variant16",
    beard: true,
    background: "#ede4ff",
  },
  {
    file: "people/farah-qureshi/portrait",
    seed: "farah-qureshi",
    hair: "variant63",
    background: "#d9f2ef",
  },
  {
    file: "people/elena-vogt/portrait",
    seed: "elena-vogt",
    hair: "variant36",
    glasses: true,
    background: "#fce4ec",
  },
  {
    file: "people/kavya-menon/portrait",
    seed: "kavya-menon",
    hair: "variant47",
    background: "#dbe4ff",
  },
  {
    file: "people/lukas-brandt/portrait",
    seed: "lukas-brandt",
    hair: "variant09",
    beard: true,
    background: "#dcfce7",
  },
  {
    file: "people/rahul-iyer/portrait",
    seed: "rahul-iyer",
    hair: "variant21",
    glasses: true,
    background: "#fef3c7",
  },
] as const satisfies readonly PortraitLook[];

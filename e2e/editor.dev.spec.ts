import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

import { copyProject, type ProjectCopy } from "./support/project-copy";

/**
 * The content editor as an owner uses it (docs/editing.md), against `npm run dev` in a
 * throw-away copy of the project: a post, an opening, a testimonial and a landing page made of
 * blocks are edited at /keystatic,
 * the files appear under content/ with the fields the site reads, and a build of the copy
 * publishes them.
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });

const POST = {
  title: "Hiring your first engineer",
  address: "hiring-your-first-engineer",
  summary:
    "What to look for in a first engineering hire, what to pay in India, and when a fractional CTO should run the search.",
  body: "Your first engineer sets the bar for every hire after them.",
};
const OPENING = {
  title: "Frontend Developer",
  address: "frontend-developer",
  requirement: "Two years of React in production",
};
const LANDING = {
  file: "lp-founder-audit",
  path: "/lp/founder-audit",
  headings: ["What Founders Say", "Your CTO for the Audit", "Companies We Have Worked With"],
  form: "Tell Us About Your Product",
};
const NEW_QUOTE =
  "Every rupee of spend was tracked back to a keyword, and 200+ real enquiries came in the first 30 days.";

let copy: ProjectCopy;
let base: string;
let stopServer: () => void;

test.beforeAll(async () => {
  copy = copyProject();
  ({ base, stop: stopServer } = await copy.startDevServer());
});

test.afterAll(() => {
  stopServer?.();
  copy?.remove();
});

const file = (relative: string) => path.join(copy.dir, relative);
const read = (relative: string) => readFileSync(file(relative), "utf8");

/**
 * A camera-sized photo: light, shapes and film grain, as a phone takes it, nearly a megabyte as
 * JPEG. (Pure noise would be no photo: nothing compresses it, at any size.)
 */
async function cameraPhoto(name: string, width: number, height: number): Promise<string> {
  const photo = file(name);
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <linearGradient id="light" x2="1" y2="1">
      <stop offset="0" stop-color="#e8c9a0"/><stop offset="1" stop-color="#3a4a5c"/>
    </linearGradient>
    <rect width="100%" height="100%" fill="url(#light)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.35}" fill="#fff" fill-opacity="0.3"/>
    <rect x="${width * 0.55}" y="${height * 0.3}" width="${width * 0.3}" height="${height * 0.45}" rx="24" fill="#2b2f36"/>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 16 },
    },
  })
    .png()
    .toBuffer();
  await sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toFile(photo);
  expect(statSync(photo).size).toBeGreaterThan(300_000);
  return photo;
}

/** The editor's form, once its fields have loaded. */
async function openEditor(page: Page, address: string, button: "Create" | "Save") {
  await page.goto(`${base}${address}`);
  await expect(page.getByRole("button", { name: button, exact: true })).toBeVisible({
    timeout: 120_000,
  });
}

/** Adds a line to a list field through the editor's item dialog. */
async function addListItem(page: Page, list: string, value: string) {
  await page
    .getByRole("group", { name: new RegExp(`^${list}`) })
    .getByRole("button", { name: "Add" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Add item" });
  await dialog.getByRole("textbox").fill(value);
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Presses Create and waits for the entry's file. The development server reloads the editor when
 * a content file changes, and on a busy machine that reload has come before the editor's own move
 * to the new entry's page (the page then showed an empty form at /create): so the entry's page is
 * opened, and the editor must show the saved entry there.
 */
async function createEntry(page: Page, collection: string, address: string, saved: string) {
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect.poll(() => existsSync(file(saved)), { timeout: 30_000 }).toBe(true);
  await page
    .waitForURL(new RegExp(`/keystatic/collection/${collection}/item/${address}$`), {
      timeout: 10_000,
    })
    .catch(() => openEditor(page, `/keystatic/collection/${collection}/item/${address}`, "Save"));
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/${collection}/item/${address}$`));
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
}

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole("option", { name: option }).click();
}

test("an owner writes a blog post in the editor", async ({ page }) => {
  // Nothing may load from another site, not even the editor's own web font: the page's policy
  // stops it in the browser ("csp"), before any request leaves the machine.
  const elsewhere = new Set<string>();
  const other = (url: string) => !url.startsWith(base) && !url.startsWith("data:");
  page.on("request", (request) => {
    if (other(request.url())) elsewhere.add(request.url());
  });
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText === "csp") elsewhere.delete(request.url());
  });
  await openEditor(page, "/keystatic/collection/posts/create", "Create");
  expect([...elsewhere]).toEqual([]);
  await page.getByRole("textbox", { name: "Title" }).fill(POST.title);
  await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue(POST.address);
  await page.getByRole("textbox", { name: "Post number" }).fill("7");
  await page.getByRole("textbox", { name: "Summary" }).fill(POST.summary);
  await choose(page, page.getByRole("button", { name: /Category$/ }), "CTO Strategy");
  await page.getByRole("textbox", { name: "Author" }).fill("Arjun Mehta");
  await page.getByRole("textbox", { name: "Published on" }).fill("2026-11-20");
  const chooser = page.waitForEvent("filechooser");
  await page
    .getByRole("group", { name: "Picture at the top" })
    .getByRole("button", { name: "Choose file" })
    .click();
  await (await chooser).setFiles(await cameraPhoto("hero.jpg", 2400, 1260));
  await page
    .getByRole("textbox", { name: "What the picture shows" })
    .fill("A hiring plan pinned beside a laptop");
  await addListItem(page, "Tags", "Hiring");
  await page.getByRole("textbox", { name: "Text" }).click();
  await page.keyboard.type(POST.body);
  await createEntry(page, "posts", POST.address, `content/blog/${POST.address}.mdx`);

  const mdx = read(`content/blog/${POST.address}.mdx`);
  expect(mdx).toMatch(new RegExp(`^---\\ntitle: ${POST.title}\\n`));
  expect(mdx).toContain("id: 7\n");
  expect(mdx).toContain("category: CTO Strategy\n");
  expect(mdx).toContain("date: 2026-11-20\n");
  expect(mdx).toContain(`image: ../../src/assets/blog/${POST.address}/image.jpg\n`);
  expect(mdx).not.toMatch(/^slug:/m);
  expect(mdx.trim().endsWith(POST.body)).toBe(true);
  // The editor writes the picture in its own request, after the data file.
  await expect.poll(() => existsSync(file(`src/assets/blog/${POST.address}/image.jpg`))).toBe(true);
});

test("an owner adds a job opening", async ({ page }) => {
  await openEditor(page, "/keystatic/collection/openings/create", "Create");
  await page.getByRole("textbox", { name: "Role title" }).fill(OPENING.title);
  await expect(page.getByRole("textbox", { name: "Address on the page" })).toHaveValue(
    OPENING.address,
  );
  await page.getByRole("textbox", { name: "Location" }).fill("Bangalore, India");
  await page.getByRole("checkbox", { name: "Can be done remotely from anywhere in India" }).check();
  await page
    .getByRole("textbox", { name: "What the role does" })
    .fill(
      "Build the screens of client MVPs in React and TypeScript, from the first sketch to the release.",
    );
  await addListItem(page, "What you bring", OPENING.requirement);
  const pay = page.getByRole("group", { name: "Compensation" });
  await pay.getByRole("textbox", { name: "From" }).fill("700000");
  await pay.getByRole("textbox", { name: "To" }).fill("1100000");
  await page.getByRole("textbox", { name: "Posted on" }).fill("2026-11-20");
  await page.getByRole("textbox", { name: "Open until" }).fill("2099-12-31");
  await createEntry(
    page,
    "openings",
    OPENING.address,
    `content/careers/openings/${OPENING.address}.yaml`,
  );
  await expect(page.getByRole("textbox", { name: "Role title" })).toHaveValue(OPENING.title);

  const yaml = read(`content/careers/openings/${OPENING.address}.yaml`);
  expect(yaml).toContain(`title: ${OPENING.title}\n`);
  expect(yaml).toContain("employmentType: FULL_TIME\n");
  expect(yaml).toContain(`  - ${OPENING.requirement}\n`);
  expect(yaml).toMatch(/currency: INR\n\s+min: 700000\n\s+max: 1100000\n\s+period: YEAR/);
});

test("an owner changes a testimonial's quote and puts a photo in place of the drawing", async ({
  page,
}) => {
  const photo = await cameraPhoto("portrait.jpg", 1600, 1600);

  await openEditor(page, "/keystatic/collection/testimonials/item/neha-kulkarni", "Save");
  await page.getByRole("textbox", { name: "Quote" }).fill(NEW_QUOTE);
  const chooser = page.waitForEvent("filechooser");
  await page
    .getByRole("group", { name: "Portrait" })
    .getByRole("button", { name: "Choose file" })
    .click();
  await (await chooser).setFiles(photo);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(() => read("content/testimonials/neha-kulkarni.yaml").replace(/\s+/g, " "))
    .toContain(NEW_QUOTE);
  expect(read("content/testimonials/neha-kulkarni.yaml")).toContain(
    "portrait: ../../src/assets/people/neha-kulkarni/portrait.jpg\n",
  );
  // The editor writes the picture in its own request, after the data file.
  await expect
    .poll(() => existsSync(file("src/assets/people/neha-kulkarni/portrait.jpg")))
    .toBe(true);
});

/** Adds a block to the page's sections: picks its kind, fills its dialog, adds it. */
async function addBlock(page: Page, kind: string, fill: (dialog: Locator) => Promise<void>) {
  await page
    .getByRole("group", { name: /^Sections/ })
    .getByRole("button", { name: "Add" })
    .click();
  await page.getByRole("menuitem", { name: kind, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Add ${kind}` });
  await fill(dialog);
  // The dialog's own button comes after its lists' "Add" buttons.
  await dialog.getByRole("button", { name: "Add", exact: true }).last().click();
  await expect(dialog).toBeHidden();
}

test("a marketer makes a landing page of three blocks and the enquiry form", async ({ page }) => {
  await openEditor(page, "/keystatic/collection/pages/create", "Create");
  await page
    .getByRole("textbox", { name: "Search title" })
    .fill("A Free Product Audit for Founders");
  await page.getByRole("textbox", { name: "File name" }).fill(LANDING.file);
  await page.getByRole("textbox", { name: "Address" }).fill(LANDING.path);
  await page
    .getByRole("textbox", { name: "Search description" })
    .fill(
      "A senior CTO reviews your product, code and plan for free and tells you what to fix first.",
    );
  await page.getByRole("textbox", { name: "Name in the breadcrumb trail" }).fill("Product Audit");
  await choose(page, page.getByRole("button", { name: /Service of the page/ }), "MVP Development");
  const hero = page.getByRole("group", { name: "Top of the page" });
  await hero
    .getByRole("textbox", { name: "Title", exact: true })
    .fill("Know What to Fix Before You Build");
  await hero
    .getByRole("textbox", { name: "Introduction" })
    .fill(
      "A senior CTO reads your code and your plan, and writes down the three changes that matter.",
    );
  await hero
    .getByRole("textbox", { name: "Button that opens the enquiry form" })
    .fill("Get My Audit");
  await hero.getByRole("textbox", { name: "Button to book a call" }).fill("Book a Call");

  const [testimonials, founder, logos] = LANDING.headings;
  await addBlock(page, "Testimonials", async (dialog) => {
    await dialog.getByRole("textbox", { name: "Anchor", exact: true }).fill("what-founders-say");
    await dialog.getByRole("textbox", { name: "Heading", exact: true }).fill(testimonials!);
  });
  await addBlock(page, "The founder", async (dialog) => {
    await dialog.getByRole("textbox", { name: "Anchor", exact: true }).fill("your-cto");
    await dialog.getByRole("textbox", { name: "Heading", exact: true }).fill(founder!);
    await dialog.getByRole("textbox", { name: "Founder's role" }).fill("Founder and CTO");
    await addListItem(
      page,
      "About the founder",
      "Twenty years of building products for startups and large companies across five countries.",
    );
    await dialog
      .getByRole("textbox", { name: "Link to the founder's experience page" })
      .fill("See the Experience");
  });
  await addBlock(page, "Company logos", async (dialog) => {
    await dialog.getByRole("textbox", { name: "Anchor", exact: true }).fill("logos");
    await dialog.getByRole("textbox", { name: "Heading", exact: true }).fill(logos!);
    await dialog
      .getByRole("textbox", { name: "Name of the logo list (read out by screen readers)" })
      .fill("Companies we have worked with");
  });
  await addBlock(page, "Enquiry form", async (dialog) => {
    await dialog.getByRole("textbox", { name: "Anchor", exact: true }).fill("enquiry");
    await dialog.getByRole("textbox", { name: "Heading", exact: true }).fill(LANDING.form);
    await choose(
      page,
      dialog.getByRole("button", { name: /Service chosen in the form/ }),
      "MVP Development",
    );
  });
  await createEntry(page, "pages", LANDING.file, `content/pages/${LANDING.file}.yaml`);

  const yaml = read(`content/pages/${LANDING.file}.yaml`);
  expect(yaml).toContain(`path: ${LANDING.path}\n`);
  // The blocks in order (a "none" is an empty choice: the founder's video, the floating button).
  const kinds = [...yaml.matchAll(/discriminant: ([a-z-]+)/g)].map((match) => match[1]);
  expect(kinds.filter((kind) => kind !== "none")).toEqual([
    "testimonials",
    "founder",
    "logo-wall",
    "enquiry-form",
  ]);
});

test("a build of the edited copy publishes the post, the opening, the quote and the landing page", () => {
  copy.build();
  const client = (relative: string) => read(path.join("dist", "client", relative));

  expect(client("blog.html")).toContain(POST.title);
  const postPage = client(`blog/${POST.address}.html`);
  expect(postPage).toContain(POST.body);
  // The photo at the top made small: AVIF at the widths a card and the page show it at.
  const hero = postPage.match(/<img[^>]*alt="A hiring plan pinned beside a laptop"[^>]*>/)?.[0];
  expect(hero).toMatch(
    /srcset="[^"]*\.avif 400w, [^"]*\.avif 800w, [^"]*\.avif 1200w, [^"]*\.avif 1600w"/i,
  );
  expect(hero).toContain('width="1200"');
  for (const [, src] of hero!.matchAll(/(\/_astro\/[^" ]+\.avif)/g)) {
    expect(statSync(file(path.join("dist/client", src!))).size).toBeLessThan(120_000);
  }
  expect(client("blog/rss.xml")).toContain(`/blog/${POST.address}`);
  const sitemaps = readdirSync(file("dist/client")).filter((name) => /^sitemap.*\.xml$/.test(name));
  expect(sitemaps.map((name) => client(name)).join("")).toContain(`/blog/${POST.address}`);

  const careers = client("careers.html");
  expect(careers).toContain(`id="${OPENING.address}"`);
  expect(careers).toMatch(new RegExp(`"@type":"JobPosting"[^]*?"title":"${OPENING.title}"`));

  // The quote, and the portrait made small: AVIF at the card's size and twice it, a few kilobytes.
  const adsPage = client("google-ads-marketing.html");
  expect(adsPage).toContain(NEW_QUOTE);
  const portrait = adsPage.match(/<img[^>]*alt="Portrait of Neha Kulkarni"[^>]*>/)?.[0] ?? "";
  const [, src] = portrait.match(/ src="([^"]+)"/) ?? [];
  expect(src).toMatch(/^\/_astro\/.+\.avif$/);
  expect(portrait).toMatch(/srcset="[^"]+\.avif 1x, [^"]+\.avif 2x"/i);
  expect(portrait).toContain('width="56"');
  expect(statSync(file(path.join("dist/client", src!))).size).toBeLessThan(10_000);

  // The landing page: its blocks and form, its share image drawn, in the sitemap.
  const landing = client(`${LANDING.path.slice(1)}.html`);
  for (const heading of [...LANDING.headings, LANDING.form]) expect(landing).toContain(heading);
  expect(landing).toMatch(/<select[^>]*>[^]*?<option value="MVP Development" selected/);
  expect(existsSync(file(`dist/client/og${LANDING.path}.png`))).toBe(true);
  expect(sitemaps.map((name) => client(name)).join("")).toContain(`${LANDING.path}</loc>`);
});

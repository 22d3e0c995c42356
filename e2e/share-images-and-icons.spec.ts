import { expect, test, type APIRequestContext } from "@playwright/test";

import { shareImagePath } from "../src/lib/share-image";

/**
 * What a link preview and a browser tab fetch: every page in the sitemap names its own share
 * image (drawn at build from its title), and the icons and web manifest answer with real files.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

function metaContent(html: string, attribute: "property" | "name", key: string) {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1];
}

async function expectPng(request: APIRequestContext, path: string, size: [number, number]) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe("image/png");
  const body = await response.body();
  expect(body.subarray(0, 8), path).toEqual(PNG_SIGNATURE);
  expect(pngSize(body), path).toEqual(size);
}

test("every page in the sitemap shares its own 1200×630 image", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(30);
  const images = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const image = metaContent(html, "property", "og:image");
    expect(image, path).toBeDefined();
    expect(new URL(image!).pathname, path).toBe(shareImagePath(path));
    expect(metaContent(html, "name", "twitter:image"), path).toBe(image);
    expect(metaContent(html, "property", "og:image:width"), path).toBe("1200");
    expect(metaContent(html, "property", "og:image:height"), path).toBe("630");
    expect(metaContent(html, "property", "og:image:alt"), path).toMatch(/\S/);
    await expectPng(request, new URL(image!).pathname, [1200, 630]);
    images.add(image!);
  }
  expect(images.size).toBe(paths.length);
});

test("pages kept out of search share the default card", async ({ request }) => {
  for (const path of ["/thank-you", "/cto-presentation"]) {
    const html = await (await request.get(path)).text();
    expect(new URL(metaContent(html, "property", "og:image")!).pathname, path).toBe(
      "/og/default.png",
    );
  }
  await expectPng(request, "/og/default.png", [1200, 630]);
});

test("the favicon, apple-touch icon and web manifest are linked and served", async ({
  request,
}) => {
  const html = await (await request.get("/about-us")).text();
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico" sizes="48x48"\/?>/);
  expect(html).toMatch(/<link rel="icon" href="\/icon\.svg" type="image\/svg\+xml"\/?>/);
  expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"\/?>/);
  expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"\/?>/);

  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  const icoBody = await ico.body();
  // ICONDIR: reserved 0, type 1 (icon), three images; each entry points at a PNG.
  expect([icoBody.readUInt16LE(0), icoBody.readUInt16LE(2), icoBody.readUInt16LE(4)]).toEqual([
    0, 1, 3,
  ]);
  for (const [index, size] of [16, 32, 48].entries()) {
    const entry = 6 + 16 * index;
    expect(icoBody[entry]).toBe(size);
    const offset = icoBody.readUInt32LE(entry + 12);
    expect(icoBody.subarray(offset, offset + 8)).toEqual(PNG_SIGNATURE);
  }

  await expectPng(request, "/apple-touch-icon.png", [180, 180]);

  const manifestResponse = await request.get("/manifest.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(await manifestResponse.text());
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: expect.any(String),
    start_url: "/",
    display: "standalone",
    theme_color: "#0b1530",
    background_color: "#ffffff",
  });
  expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toEqual([
    "any",
    "any",
    "maskable",
  ]);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const [width, height] = icon.sizes.split("x").map(Number);
    await expectPng(request, icon.src, [width!, height!]);
  }
});

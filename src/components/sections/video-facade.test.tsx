import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { founderBlock } from "@content/schemas/page-blocks";

import { blockOf, readBlockPage } from "../../../test/block-pages";
import { VideoFacade, videoDuration } from "./video-facade";

describe("the explainer video's facade", () => {
  it("reads a length as a machine would", () => {
    expect(videoDuration("3:05")).toEqual({ iso: "PT3M5S" });
    expect(videoDuration("1:00:09")).toEqual({ iso: "PT1H9S" });
    expect(videoDuration("0:45")).toEqual({ iso: "PT45S" });
  });

  it("shows a poster frame in a reserved 16:9 box, the title and the length", () => {
    const html = renderToStaticMarkup(
      <VideoFacade
        videoId="abc123"
        title="How the pilot works"
        duration="3:05"
        poster={{ src: "/poster.svg", width: 1280, height: 720 }}
      />,
    );
    expect(html).toMatch(/<img[^>]+src="\/poster.svg"[^>]+width="1280" height="720"/);
    // Named by what it shows (WCAG 2.5.3, label in name): no aria-label that says it otherwise.
    expect(html).not.toContain("aria-label");
    expect(html).toMatch(
      /<button[^>]*><span class="sr-only">Play video: <\/span>.*>How the pilot works<\/span>.*>3:05<\/time>/,
    );
    expect(html).toMatch(/<time dateTime="PT3M5S"[^>]*>3:05<\/time>/i);
    expect(html).toContain(">How the pilot works</span>");
  });

  it("has its length and poster in the pilot page's content, which the editor can replace", () => {
    const { video } = blockOf(readBlockPage("cto-service"), "founder", "founder");
    if (video.discriminant !== "explainer") throw new Error("the pilot page shows no video");
    expect(video.value.duration).toMatch(/^\d+:\d{2}$/);
    expect(video.value.poster).toBe("../../src/assets/video/cto-pilot/poster.svg");
    const explainer = founderBlock.shape.value.shape.video.unwrap().options[1];
    const bad = explainer.shape.value.shape.duration.safeParse("3 minutes");
    expect(bad.success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";

import { youtubeEmbedUrl, youtubeWatchUrl } from "./video-urls";

describe("explainer video addresses", () => {
  it("embeds from the privacy-enhanced host with the product's player settings", () => {
    const url = new URL(youtubeEmbedUrl("aarambhPilot"));
    expect(url.origin).toBe("https://www.youtube-nocookie.com");
    expect(url.pathname).toBe("/embed/aarambhPilot");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: "1",
      mute: "1",
      controls: "1",
      rel: "0",
      disablekb: "1",
    });
  });

  it("links to the video's watch page", () => {
    expect(youtubeWatchUrl("abc_DEF-12")).toBe("https://www.youtube.com/watch?v=abc_DEF-12");
  });
});

import { describe, expect, it } from "vitest";

import { agentLabel, describeUserAgent } from "./user-agent";

const label = (ua: string | null) => agentLabel(describeUserAgent(ua));

describe("describeUserAgent", () => {
  it("names the common browsers and systems in words", () => {
    expect(
      label(
        "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome 131 on Android");
    expect(
      label(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 18 on iPhone");
    expect(
      label(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
      ),
    ).toBe("Safari 17 on macOS");
    expect(
      label(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0",
      ),
    ).toBe("Edge 130 on Windows");
    expect(
      label("Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"),
    ).toBe("Firefox 133 on Linux");
    expect(
      label(
        "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Samsung Internet 26 on Android");
    expect(
      label(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Chrome 126 on iPhone");
  });

  it("says robot or unknown rather than guess", () => {
    expect(label("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(
      "Robot (Googlebot)",
    );
    expect(describeUserAgent("HeadlessChrome/120").bot).toBe(true);
    expect(label("curl/8.5.0")).toBe("Robot (curl/8.5.0)");
    expect(label(null)).toBe("Unknown browser");
    expect(
      label(
        "Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko)",
      ),
    ).toBe("Unknown browser");
    // The deck's log and the traffic counts make one decision (isbot's list): a bare script's
    // user agent is a robot in both.
    expect(label("SomethingElse/1.0")).toBe("Robot (SomethingElse/1.0)");
  });
});

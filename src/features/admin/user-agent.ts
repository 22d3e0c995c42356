import { isbot, isbotMatch } from "isbot";

/**
 * "Chrome 131 on Android", not "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 …": the
 * browser and system of a user-agent string in words, for the deck-access log. A few families
 * cover nearly every visitor; anything else is named as unknown rather than guessed. The order
 * matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\bOPR\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\bFxiOS\/(\d+)/, "Firefox"],
  [/\bFirefox\/(\d+)/, "Firefox"],
  [/\bCriOS\/(\d+)/, "Chrome"],
  [/\bChrome\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export type Agent = { browser: string; system: string | null; bot: boolean };

export function describeUserAgent(userAgent: string | null): Agent {
  const text = userAgent ?? "";
  if (isbot(text)) {
    // isbot decides; the label names the robot as its user agent does ("Googlebot", "curl/8.5.0").
    const name = /([A-Za-z-]*(?:bot|crawler|spider))/i.exec(text)?.[1] ?? isbotMatch(text);
    return { browser: name ? `Robot (${name})` : "Robot", system: null, bot: true };
  }
  let browser = "Unknown browser";
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { browser, system, bot: false };
}

/** "Chrome 131 on Android", "Safari 18 on iPhone", "Unknown browser". */
export function agentLabel(agent: Agent): string {
  return agent.system ? `${agent.browser} on ${agent.system}` : agent.browser;
}

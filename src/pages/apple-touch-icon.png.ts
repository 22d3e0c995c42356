import { appleTouchIconPng } from "@/server/icons/render-icons";

/** /apple-touch-icon.png, 180 × 180 and opaque, drawn at build from public/icon.svg. */
export function GET() {
  return new Response(new Uint8Array(appleTouchIconPng()), {
    headers: { "Content-Type": "image/png" },
  });
}

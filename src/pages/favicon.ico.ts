import { faviconIco } from "@/server/icons/render-icons";

/** /favicon.ico, drawn at build from public/icon.svg (16, 32 and 48 px). */
export function GET() {
  return new Response(new Uint8Array(faviconIco()), {
    headers: { "Content-Type": "image/x-icon" },
  });
}

import type { APIRoute, GetStaticPaths } from "astro";

import { MANIFEST_ICONS, type ManifestIconName } from "@/lib/site-icons";
import { manifestIconPng } from "@/server/icons/render-icons";

/** The web manifest's icons (/icons/icon-192.png, …), drawn at build from public/icon.svg. */
export const getStaticPaths = (() =>
  MANIFEST_ICONS.map((icon) => ({ params: { icon: icon.name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(new Uint8Array(manifestIconPng(params.icon as ManifestIconName)), {
    headers: { "Content-Type": "image/png" },
  });

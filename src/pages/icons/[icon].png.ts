import type { APIRoute, GetStaticPaths } from "astro";

import { MANIFEST_ICONS, manifestIconPng, type ManifestIconName } from "@/lib/site-icons";

/** The web manifest's icons (/icons/icon-192.png, …), drawn at build from public/icon.svg. */
export const getStaticPaths = (() =>
  MANIFEST_ICONS.map((icon) => ({ params: { icon: icon.name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(new Uint8Array(manifestIconPng(params.icon as ManifestIconName)), {
    headers: { "Content-Type": "image/png" },
  });

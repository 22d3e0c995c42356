import type { APIRoute } from "astro";

import { bookingIcs } from "@/server/booking";
import { getDb } from "@/server/db/client";
import { errorResponse, methodNotAllowed } from "@/server/http/responses";

export const prerender = false;

/** GET /book/call.ics?t=<signed token>: the call's invitation, for any calendar app. */
export const GET: APIRoute = async ({ url }) => {
  try {
    const result = await bookingIcs(await getDb(), url.searchParams.get("t") ?? "");
    if (!result.ok) {
      return new Response("This link is not valid.", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    return new Response(result.ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${result.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    return errorResponse(error, "call invitation download");
  }
};

export const ALL: APIRoute = () => methodNotAllowed(["GET"]);

import type { Db } from "../../db/client";
import { readBodyBytes } from "../../http/body-text";
import { readFormBody } from "../../http/form-body";
import {
  decodeReport,
  importGoogleAdsReport,
  parseGoogleAdsReport,
  saveMonthlySpend,
  type ReportProblem,
} from "./ad-spend";
import { MAX_OWNER_FORM_BYTES, MAX_OWNER_UPLOAD_BYTES } from "../sign-in/guard";

/**
 * POST /admin/sources: the Sources page's two spend forms (plain HTML). The middleware has
 * checked the session and the CSRF token. The report upload (multipart, field `report`) answers
 * 303 to the page saying what was imported, or, when a line cannot be read, the page again with
 * every such line named and nothing imported; the month form (`intent=month`) answers 303.
 */
export type SpendActionResult =
  | { kind: "redirect"; location: string }
  | { kind: "refused"; status: 400 | 413 | 422; problems: ReportProblem[]; fileName: string };

export async function handleSpendAction(
  request: Request,
  db: () => Promise<Db>,
  back: URLSearchParams,
): Promise<SpendActionResult> {
  const type = request.headers.get("content-type") ?? "";
  const page = (extra: Record<string, string>) => {
    const query = new URLSearchParams(back);
    for (const [name, value] of Object.entries(extra)) query.set(name, value);
    return `/admin/sources?${query}`;
  };
  if (/^multipart\/form-data/i.test(type)) {
    const body = await readBodyBytes(request, MAX_OWNER_UPLOAD_BYTES);
    if (!body.ok) {
      return {
        kind: "refused",
        status: 413,
        fileName: "",
        problems: [
          {
            line: 0,
            reason: "the file is larger than 2 MB: download a shorter period and upload each part",
          },
        ],
      };
    }
    const form = await new Response(new Uint8Array(body.bytes), {
      headers: { "content-type": type },
    }).formData();
    const file = form.get("report");
    if (!(file instanceof File) || file.size === 0) {
      return {
        kind: "refused",
        status: 400,
        fileName: "",
        problems: [{ line: 0, reason: "choose the report's CSV file first" }],
      };
    }
    const report = parseGoogleAdsReport(decodeReport(new Uint8Array(await file.arrayBuffer())));
    if (!report.ok) {
      return { kind: "refused", status: 422, problems: report.problems, fileName: file.name };
    }
    const summary = await importGoogleAdsReport(await db(), report);
    return {
      kind: "redirect",
      location: `${page({
        done: "imported",
        rows: String(summary.rows),
        campaigns: String(summary.campaigns),
        imported_from: summary.from,
        imported_to: summary.to,
      })}#spend`,
    };
  }
  const body = await readFormBody(request, MAX_OWNER_FORM_BYTES);
  if (!body.ok || body.fields.intent !== "month") {
    return { kind: "redirect", location: `${page({ error: "spend-form" })}#spend` };
  }
  const field = (name: string) => body.fields[name] ?? "";
  const result = await saveMonthlySpend(await db(), {
    channel: field("channel"),
    month: field("month"),
    campaign: field("campaign"),
    cost: field("cost"),
    currency: field("currency"),
  });
  return {
    kind: "redirect",
    location: `${page(result === "invalid" ? { error: "month" } : { done: `month-${result}` })}#spend`,
  };
}

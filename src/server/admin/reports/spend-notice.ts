import { formatDate } from "@/features/admin/format";

/** What the Sources page says after a spend form (its 303 carries done= or error=), or a refusal. */
export function spendNotice(
  params: URLSearchParams,
  refused?: { problems: string[]; fileName: string },
): { tone: "success" | "error"; text: string; problems?: string[] } | undefined {
  if (refused) {
    return {
      tone: "error",
      text: `Nothing was imported${refused.fileName ? ` from ${refused.fileName}` : ""}: ${
        refused.problems.length === 1 ? "one line" : `${refused.problems.length} lines`
      } could not be read. Fix ${refused.problems.length === 1 ? "it" : "them"} (or download the report again) and upload the whole file.`,
      problems: refused.problems,
    };
  }
  switch (params.get("done")) {
    case "imported": {
      const from = params.get("imported_from") ?? "";
      const to = params.get("imported_to") ?? "";
      const campaigns = Number(params.get("campaigns") ?? 0);
      const days = from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;
      return {
        tone: "success",
        text: `Imported the spend of ${campaigns.toLocaleString("en-IN")} ${
          campaigns === 1 ? "campaign" : "campaigns"
        } for ${days}; any earlier figures for those days were replaced.`,
      };
    }
    case "month-saved":
      return { tone: "success", text: "The month's spend is saved." };
    case "month-removed":
      return { tone: "success", text: "The month's spend is removed." };
  }
  switch (params.get("error")) {
    case "month":
      return {
        tone: "error",
        text: "Choose a channel and month, name the campaign and write the spend as a number such as 25,000.",
      };
    case "spend-form":
      return { tone: "error", text: "That form could not be read; try again." };
  }
  return undefined;
}

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { DeckAccessPage } from "@/pages/admin/deck-access/_components/deck-access-page";
import { EnquiriesPage } from "@/pages/admin/enquiries/_components/enquiries-page";
import { SubscribersPage } from "@/pages/admin/subscribers/_components/subscribers-page";

/** Text without tags, and each link as "label → href". */
function read(html: string) {
  const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(
    ([, href, label]) => `${label!.replace(/<[^>]+>/g, "")} → ${href}`,
  );
  return { text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "), links };
}

const list = { total: 0, totalIsExact: true, page: 1, pageCount: 1, rows: [] };

describe("the owner's empty states", () => {
  it("say what an empty enquiry list means, and where to go, with and without filters", () => {
    const empty = read(
      renderToStaticMarkup(
        <EnquiriesPage
          {...list}
          filters={{ size: 25 }}
          filtered={false}
          csvHref="/api/admin/enquiries.csv"
          pageHref={() => "/admin/enquiries"}
          owners={[]}
          me="owner@site.example"
        />,
      ),
    );
    expect(empty.text).toContain("No enquiries yet.");
    expect(empty.links).toContain("See the enquiry form → /contact");
    // Nothing to export before the first enquiry.
    expect(empty.links.filter((link) => link.startsWith("Export CSV"))).toEqual([]);

    const none = read(
      renderToStaticMarkup(
        <EnquiriesPage
          {...list}
          filters={{ size: 25, status: "won" }}
          filtered
          csvHref="/api/admin/enquiries.csv?status=won"
          pageHref={() => "/admin/enquiries?status=won"}
          owners={[]}
          me="owner@site.example"
        />,
      ),
    );
    expect(none.text).toContain("No enquiry matches these filters.");
    expect(none.links).toContain("Clear the filters → /admin/enquiries");
    // Nothing matches, so there is nothing to export either.
    expect(none.links.filter((link) => link.startsWith("Export CSV"))).toEqual([]);
  });

  it("explain empty subscriber and deck-access lists", () => {
    const subscribers = read(renderToStaticMarkup(<SubscribersPage {...list} csrfToken="t" />));
    expect(subscribers.text).toContain("No subscribers yet.");
    expect(subscribers.links).toContain("See the sign-up on the blog → /blog");
    // Nothing to export: the way to the sign-up is the page's one primary (filled) button.
    expect(subscribers.links).not.toContain("Export CSV → /api/admin/subscribers.csv");
    const subscribersHtml = renderToStaticMarkup(<SubscribersPage {...list} csrfToken="t" />);
    expect(subscribersHtml.match(/bg-cta /g)).toHaveLength(1);
    expect(subscribersHtml).toMatch(/<a href="\/blog" class="[^"]*bg-cta /);
    const deck = read(renderToStaticMarkup(<DeckAccessPage {...list} retention="90 days" />));
    expect(deck.text).toContain("Nobody has tried to open the deck yet.");
  });
});

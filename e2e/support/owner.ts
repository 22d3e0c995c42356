import { expect, type Page } from "@playwright/test";

import { waitForSignInLink } from "./mailbox";

/**
 * Sign `page` in as `owner` the way an owner does: ask for a link at /admin/login, open the
 * mailed link (read from the e2e server's mail folder) and press "Sign in". Ends on `next`.
 */
export async function signInAsOwner(page: Page, owner: string, next = "/admin") {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  const since = Date.now();
  await page.getByRole("textbox", { name: "Email address" }).fill(owner);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(await waitForSignInLink(owner, since));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, "\\?")}$`));
}

/**
 * Nothing in main is wider than the screen, nor the page (a cut-off table once hid two columns;
 * a table's visually hidden header once widened the Calls page at 768 px).
 */
export async function expectNoSidewaysOverflow(page: Page) {
  const { main, doc, width } = await page.evaluate(() => ({
    main: document.querySelector("main")!.scrollWidth - document.querySelector("main")!.clientWidth,
    doc: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(main).toBeLessThanOrEqual(0);
  expect(doc).toBeLessThanOrEqual(width);
}

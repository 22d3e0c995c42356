import type { Locator } from "@playwright/test";

/**
 * Presses `target` with the mouse at its centre, as a visitor does. Unlike `locator.click()` it
 * does not wait for the control to be enabled, so it can press a submit button that is still
 * waiting for its island (`client:interaction` wakes on that press and replays it).
 */
export async function pressWithMouse(target: Locator) {
  // Centred, so a bar fixed to the bottom of the screen (the consent banner) is not in the way.
  await target.evaluate((element) =>
    element.scrollIntoView({ block: "center", behavior: "instant" }),
  );
  const box = await target.boundingBox();
  if (!box) throw new Error("pressWithMouse: the target is not on the page");
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

import { describe, expect, it } from "vitest";

import { buttonClasses } from "./button";

const utilities = (classes: string) => classes.split(" ");

describe("buttonClasses", () => {
  it("gives the size's padding and type when the caller sets none", () => {
    const classes = utilities(buttonClasses({ size: "lg", className: "w-full" }));
    expect(classes).toEqual(
      expect.arrayContaining([
        "px-3",
        "py-3",
        "text-sm",
        "min-[400px]:px-6",
        "min-[400px]:text-base",
        "sm:px-7",
        "w-full",
      ]),
    );
  });

  // Tailwind's stylesheet puts px-4 before px-6, so with both the size's px-6 would win.
  it("lets the caller's padding replace the size's, variant by variant", () => {
    const classes = utilities(buttonClasses({ size: "lg", className: "w-full px-4 sm:w-auto" }));
    expect(classes).toContain("px-4");
    expect(classes).not.toContain("px-3");
    expect(classes).toContain("min-[400px]:px-6");
    expect(classes).toContain("sm:px-7");
    expect(classes).toContain("py-3");
  });

  it("lets the caller's font size replace the size's, but not for a colour", () => {
    const smaller = utilities(buttonClasses({ size: "sm", className: "text-xs" }));
    expect(smaller).toContain("text-xs");
    expect(smaller).not.toContain("text-sm");
    const coloured = utilities(buttonClasses({ size: "sm", className: "text-white" }));
    expect(coloured).toEqual(expect.arrayContaining(["text-sm", "text-white"]));
  });

  it("keeps a narrower-screen override beside the size's type", () => {
    const classes = utilities(
      buttonClasses({ size: "lg", className: "max-[22rem]:text-[0.9375rem]" }),
    );
    expect(classes).toEqual(expect.arrayContaining(["text-sm", "max-[22rem]:text-[0.9375rem]"]));
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { dump } from "js-yaml";
import { describe, expect, it } from "vitest";

import { caseStudySchema } from "@content/schemas/case-studies";

import { caseStudyNamed } from "./case-studies";

import { readCaseStudies } from "../../../test/case-study-files";
import { blockOf, readBlockPage } from "../../../test/block-pages";
import { readContentFile, readRawContentFile } from "../../../test/content-files";

const SAFESIGHT = "content/case-studies/studies/safesight-ai-safety.yaml";

/** SafeSight's file with `change` applied, written where the test can read it back. */
function editedStudy(change: (study: Record<string, unknown>) => Record<string, unknown>) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "case-study-")), "safesight.yaml");
  writeFileSync(file, dump(change(readRawContentFile(SAFESIGHT) as Record<string, unknown>)));
  return file;
}

describe("case studies as data files", () => {
  it("keep the lists' order by position: SafeSight, LabSphere, TradeWeave", () => {
    expect(readCaseStudies().map((study) => study.slug)).toEqual([
      "safesight-ai-safety",
      "labsphere-enterprise-rollout",
      "tradeweave-commerce-architecture",
    ]);
  });

  it("refuse a study without exactly four solution points, naming the file and the field", () => {
    const file = editedStudy((study) => ({
      ...study,
      solution: (study.solution as unknown[]).slice(0, 3),
    }));
    expect(() => readContentFile(file, caseStudySchema)).toThrow(`${file}: solution: `);
  });

  it("refuse a short title that makes the search title longer than 60 characters", () => {
    const file = editedStudy((study) => ({
      ...study,
      shortTitle: "Enterprise clients in 40 days",
    }));
    expect(() => readContentFile(file, caseStudySchema)).toThrow(
      `${file}: shortTitle: “<client> Case Study: <short title> | Aarambh Tech” must fit in 60 characters`,
    );
  });

  it("refuse a picture outside src/assets/case-studies/ and a drawing it does not know", () => {
    const file = editedStudy((study) => ({
      ...study,
      image: "../../../public/og/default.png",
      visual: "photo",
    }));
    expect(() => readContentFile(file, caseStudySchema)).toThrow(
      `${file}: image: an image under src/assets/case-studies/`,
    );
    expect(() => readContentFile(file, caseStudySchema)).toThrow(`${file}: visual: `);
  });

  it("take a picture uploaded beside the study (the editor's path), or none", () => {
    const file = editedStudy((study) => ({
      ...study,
      image: "../../../src/assets/case-studies/safesight-ai-safety/image.jpg",
    }));
    expect(readContentFile(file, caseStudySchema).image).toBe(
      "../../../src/assets/case-studies/safesight-ai-safety/image.jpg",
    );
    expect(readContentFile(SAFESIGHT, caseStudySchema).image).toBeUndefined();
  });
});

describe("a page that tells one case study's story", () => {
  it("links the MVP page's story to the study it tells, and stops the build on an unknown one", () => {
    const studies = readCaseStudies();
    const story = blockOf(readBlockPage("mvp-development"), "case-study", "success-story");
    // The story is SafeSight's: its link must open SafeSight's study, whatever the positions.
    expect(caseStudyNamed(studies, story.caseStudy, "mvp").client).toBe("SafeSight");
    expect(() =>
      caseStudyNamed(studies, "no-such-study", "content/x.yaml: successStory.caseStudy"),
    ).toThrow(
      "content/x.yaml: successStory.caseStudy: no case study at content/case-studies/studies/no-such-study.yaml",
    );
  });
});

import "./zod-config";

import { z } from "zod";

import { calendarDate, line, lines, paragraph, titledItems } from "./fields";

/**
 * /careers: the openings (content/careers/openings/<id>.yaml, one file each; the file name is
 * the opening's address on the page, /careers#<id>) and the page's own copy
 * (content/careers/page.yaml). The build and the editor both use these schemas.
 */

export const compensationSchema = z
  .object({
    currency: z.enum(["INR", "USD"]).meta({
      title: "Currency",
      optionLabels: { INR: "Indian rupees (₹)", USD: "US dollars ($)" },
    }),
    min: z.int().min(1).meta({ title: "From", description: "Whole amount, no commas." }),
    max: z.int().min(1).meta({ title: "To", description: "Whole amount, no commas." }),
    period: z
      .enum(["YEAR", "MONTH"])
      .meta({ title: "Per", optionLabels: { YEAR: "Year", MONTH: "Month" } }),
  })
  .meta({ title: "Compensation" })
  .refine((pay) => pay.min <= pay.max, {
    message: "“From” must not be more than “To”",
    path: ["max"],
  });

export const openingSchema = z
  .object({
    title: line(3, 80).meta({ title: "Role title" }),
    employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"]).meta({
      title: "Employment type",
      optionLabels: {
        FULL_TIME: "Full-time",
        PART_TIME: "Part-time",
        CONTRACTOR: "Contract",
        INTERN: "Internship",
      },
    }),
    location: line(2, 60).meta({
      title: "Location",
      description: "A city (“Bangalore, India”) or “Remote”.",
    }),
    remote: z.boolean().meta({
      title: "Can be done remotely from anywhere in India",
    }),
    description: paragraph(40, 600).meta({
      title: "What the role does",
      description: "Two or three sentences; also sent to search engines as the job's description.",
    }),
    requirements: lines(1, 8, 3, 160).meta({
      title: "What you bring",
      description: "One requirement per item.",
    }),
    compensation: compensationSchema,
    datePosted: calendarDate().meta({ title: "Posted on" }),
    validThrough: calendarDate().meta({
      title: "Open until",
      description:
        "The last day the role is shown. After it, the next build takes it off /careers.",
    }),
  })
  .refine((opening) => opening.datePosted <= opening.validThrough, {
    message: "“Open until” must not be before “Posted on”",
    path: ["validThrough"],
  });

export type Opening = z.output<typeof openingSchema> & { id: string };
export type Compensation = Opening["compensation"];

export const careersPageSchema = z.object({
  hero: z
    .object({
      eyebrow: line(2, 40).meta({ title: "Small label above the title" }),
      title: line(10, 100).meta({ title: "Title" }),
      intro: paragraph(40, 400).meta({ title: "Introduction" }),
      button: line(2, 40).meta({ title: "Button" }),
    })
    .meta({ title: "Top of the page" }),
  perks: titledItems("Why work with us", { min: 2, max: 8, textMax: 240 })
    .extend({
      teamLabel: line(2, 60).meta({
        title: "Title over the team's portraits",
        description: "Shown beside the perks, above the team's portraits, names and roles.",
      }),
    })
    .meta({ title: "Why work with us" }),
  openings: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      intro: paragraph(10, 240).meta({
        title: "Text after the count",
        description: "Shown after “Two roles open now.” (the count is the page's own).",
      }),
      applyButton: line(2, 30).meta({ title: "Apply button" }),
      requirementsLabel: line(2, 40).meta({ title: "Label above the requirements" }),
      compensationLabel: line(2, 40).meta({ title: "Label above the pay" }),
    })
    .meta({ title: "Open positions" }),
  culture: titledItems("Our culture", { min: 2, max: 8, textMax: 240 }),
  internship: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      intro: paragraph(40, 500).meta({ title: "Introduction" }),
      stipend: paragraph(10, 200).meta({ title: "Stipend" }),
      applyButton: line(2, 40).meta({ title: "Apply button" }),
      tracks: z
        .array(
          z
            .object({
              id: z
                .string()
                .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case letters, digits and dashes")
                .meta({ title: "Short name (letters, digits, dashes)" }),
              title: line(2, 40).meta({ title: "Track" }),
              text: paragraph(20, 240).meta({ title: "What interns do" }),
              skills: lines(1, 6, 2, 30).meta({ title: "Skills" }),
            })
            .meta({ title: "Track", itemLabelField: "title" }),
        )
        .min(1)
        .max(6)
        .meta({ title: "Tracks", itemLabelField: "title" }),
    })
    .meta({ title: "Internship program" }),
  pitchYourRole: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      text: paragraph(20, 300).meta({ title: "Text" }),
      button: line(2, 40).meta({ title: "Main button" }),
      generalButton: line(2, 40).meta({ title: "Second button" }),
    })
    .meta({ title: "Don't see your role?" }),
});

export type CareersPageCopy = z.output<typeof careersPageSchema>;

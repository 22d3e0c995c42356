import "./zod-config";

import { z } from "zod";

import { faqs } from "./blocks";
import { line, paragraph } from "./fields";

/**
 * Fields the pages' own copy is made of (the founder's experience page): a band's heading and
 * introduction, button labels, a small label above a title, questions and answers. The
 * pages made of blocks have their own (./page-blocks.ts).
 */

export const heading = () => line(2, 80).meta({ title: "Heading" });
export const intro = () => paragraph(10, 500).meta({ title: "Introduction" });
export const button = (title: string, description?: string) =>
  line(2, 40).meta({ title, description });

/** A band of the page: its heading, the line under it, and what the band holds. */
export const section = <Shape extends z.ZodRawShape>(title: string, shape: Shape) =>
  z.object({ heading: heading(), intro: intro(), ...shape }).meta({ title });

export const badge = () => line(2, 60).meta({ title: "Small label above the title" });

/** A page's questions and answers. */
export const faqSection = (title: string) =>
  z.object({ heading: heading(), items: faqs(1, 12) }).meta({ title });

export const callButton = () => button("Button to book a call");
export const enquiryButton = (description?: string) =>
  button("Button that opens the enquiry form", description);

import { portraitSrc } from "./portraits";
import type { Testimonial } from "./service-pages/types";

/**
 * What clients said about work our team led. Names and companies are fictional
 * (docs/product.md §10.8); the work is described as it happened.
 */

/** Google Ads clients (docs/product.md §2: three testimonials, rating 5). */
export const googleAdsTestimonials = [
  {
    quote:
      "We had burned through two agencies and a lot of clicks. In the first 30 days we got 200+ real enquiries from ₹80K of spend, and every one of them was tracked back to a keyword.",
    name: "Neha Kulkarni",
    portrait: portraitSrc("people/neha-kulkarni"),
    role: "Founder",
    company: "ClearPath Dental Studios",
    rating: 5,
  },
  {
    quote:
      "They rebuilt our landing page before touching the bids. The course sold 500+ seats in 60 days, and the weekly report finally told us which ads to switch off.",
    name: "Rahul Sinha",
    portrait: portraitSrc("people/rahul-sinha"),
    role: "Co-founder",
    company: "SkillForge Academy",
    rating: 5,
  },
  {
    quote:
      "Our ROI went to 350% in 45 days. What I valued most: conversion tracking set up properly on day one, so nobody had to guess.",
    name: "Farah Qureshi",
    portrait: portraitSrc("people/farah-qureshi"),
    role: "Head of Growth",
    company: "UrbanNest Interiors",
    rating: 5,
  },
] as const satisfies readonly Testimonial[];

/** The founder experience page's testimonial: work done at previous companies. */
export const founderTestimonial = {
  quote:
    "He took a product that worked in two labs and made it work in twenty. He set up the release process, coached our developers and sat with our customers until the rollout was complete. We still run on the architecture he drew up.",
  name: "Dr. Elena Vogt",
  portrait: portraitSrc("people/elena-vogt"),
  role: "Chief Executive Officer",
  company: "LabSphere",
  rating: 5,
  tags: ["LabSphere", "SafeSight", "TradeWeave", "Meridian Software"],
  note: "Work done at previous companies, before our company was founded in 2024.",
} as const satisfies Testimonial;

/**
 * The site-wide behaviour, one small file for every page, no framework: the consent banner and
 * "Cookie settings" buttons, the one listener that opens the enquiry modal (loaded with React on
 * first use) from any `LeadModalButton`, the header menus, the theme toggle and the floating
 * call-to-action (each a no-op where its markup is absent), and where the visit came from
 * (attribution, remembered only with consent), and the visit-count beacon (no identifier without
 * consent). Clicks on these controls made before it arrived are replayed once it is attached.
 */
import "@/features/consent/consent-controls";
import "@/features/leads/enquiry-triggers";
import "@/components/layout/header-menus";
import "@/components/ui/theme-toggle-behaviour";
import "@/components/layout/floating-behaviour";
import "@/features/attribution/attribution-behaviour";
import "@/features/traffic/beacon-behaviour";
import { replayEarlyClicks } from "@/lib/early-click-replay";

// Every listener above is attached: the clicks made before it (the head's early-click script,
// src/lib/early-clicks.mjs) are carried out now.
replayEarlyClicks();

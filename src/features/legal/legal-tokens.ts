import type { LegalContext } from "@content/legal";
import type { LegalToken } from "@content/schemas/legal";
import {
  ATTRIBUTION_STORAGE_KEY,
  CLICK_ID_PARAMS,
  UTM_PARAMS,
} from "@/features/attribution/attribution";
import { VISIT_STORAGE_KEY } from "@/features/traffic/beacon-payload";
import {
  ACCESS_LOG_RETENTION_YEARS,
  ADMIN_SESSION_DAYS,
  ADMIN_SESSION_IDLE_HOURS,
  ADMIN_SIGN_IN_LINK_MINUTES,
  ADMIN_SIGN_IN_RETENTION_DAYS,
  CONSENT_COOKIE_MONTHS,
  ENQUIRY_RETENTION_YEARS,
  OUTBOX_RETENTION_DAYS,
  PRESENTATION_SESSION_HOURS,
  PURGE_INTERVAL_HOURS,
  RATE_LIMIT_RETENTION_DAYS,
  TRAFFIC_HOURLY_DAYS,
  TRAFFIC_RETENTION_MONTHS,
  TRAFFIC_VISIT_ID_HOURS,
  formatPeriod,
} from "@/lib/retention";

/**
 * The values of the legal pages' `{tokens}` (content/schemas/legal.ts LEGAL_TOKENS): the site's
 * settings and the constants the code really uses, so a retention period changed in
 * src/lib/retention.ts is the period the privacy policy prints.
 */
export function legalTokenValues(ctx: LegalContext): Record<LegalToken, string> {
  return {
    ...ctx,
    utmParams: UTM_PARAMS.join(", "),
    clickIdParams: CLICK_ID_PARAMS.join(", "),
    attributionStorageKey: ATTRIBUTION_STORAGE_KEY,
    enquiryRetention: formatPeriod(ENQUIRY_RETENTION_YEARS, "year"),
    outboxRetention: formatPeriod(OUTBOX_RETENTION_DAYS, "day"),
    accessLogRetention: formatPeriod(ACCESS_LOG_RETENTION_YEARS, "year"),
    rateLimitRetention: formatPeriod(RATE_LIMIT_RETENTION_DAYS, "day"),
    purgeInterval: formatPeriod(PURGE_INTERVAL_HOURS, "hour"),
    consentCookieLifetime: formatPeriod(CONSENT_COOKIE_MONTHS, "month"),
    presentationSessionLifetime: formatPeriod(PRESENTATION_SESSION_HOURS, "hour"),
    signInLinkLifetime: formatPeriod(ADMIN_SIGN_IN_LINK_MINUTES, "minute"),
    sessionIdleTimeout: formatPeriod(ADMIN_SESSION_IDLE_HOURS, "hour"),
    sessionLifetime: formatPeriod(ADMIN_SESSION_DAYS, "day"),
    signInRetention: formatPeriod(ADMIN_SIGN_IN_RETENTION_DAYS, "day"),
    visitStorageKey: VISIT_STORAGE_KEY,
    trafficHourly: formatPeriod(TRAFFIC_HOURLY_DAYS, "day"),
    trafficRetention: formatPeriod(TRAFFIC_RETENTION_MONTHS, "month"),
    visitIdRetention: formatPeriod(TRAFFIC_VISIT_ID_HOURS, "hour"),
  };
}

/**
 * The brand's name unless BRAND_NAME says otherwise (src/config/load-site-config.ts). Here, under
 * the configuration, because the schemas count it too: a case study's search title must still
 * fit once " | <brand>" is added (./case-studies.ts).
 */
export const DEFAULT_BRAND_NAME = "Aarambh Tech";

export declare const EARLY_CLICK_SELECTOR: string;
export declare const ENQUIRY_FALLBACK_MS: number;
export declare const EARLY_CLICKS_GLOBAL: "__earlyClicks";
export declare const EARLY_CLICKS_SCRIPT: string;

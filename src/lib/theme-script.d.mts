export declare const THEME_STORAGE_KEY: "theme";
export declare const THEME_SCRIPT: string;

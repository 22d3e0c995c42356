export declare const E2E_PORT: number;
export declare function e2eServerEnv(): Record<string, string>;

export declare const E2E_PORT: number;
export declare const E2E_MAIL_DIR: string;
export declare const E2E_OWNERS: string[];
export declare function e2eServerEnv(): Record<string, string>;
export declare const DEPLOY_PORT: number;
export declare const NGINX_PATH: string | undefined;

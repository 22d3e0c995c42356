export declare const MAX_FAILS: number;
export declare const FAIL_TIMEOUT_SECONDS: number;
export type Header = { key: string; value: string };
export declare function renderSecurityHeaders(headers: Header[]): string;
export declare function parseSecurityHeaders(snippet: string): Header[];
export declare function renderSite(options: {
  serverName: string;
  root: string;
  instances: string[];
  headersPath: string;
  origin?: string;
  listen?: string;
  httpListen?: string;
  tls?: { certificate: string; key: string } | null;
}): string;
export declare function renderStandalone(options: { prefix: string; site: string }): string;

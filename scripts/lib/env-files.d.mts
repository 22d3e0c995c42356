export declare function loadEnvFiles(
  mode: "production" | "development",
  dir?: string,
): Promise<string[]>;

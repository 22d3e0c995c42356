import type { ParseArgsConfig } from "node:util";

export declare function usageError(usage: string, message: string): never;
export declare function parseCli<O extends NonNullable<ParseArgsConfig["options"]>>(config: {
  usage: string;
  options?: O;
  positionals?: { min?: number; max?: number };
  args?: string[];
}): {
  values: { [K in keyof O]?: O[K]["type"] extends "boolean" ? boolean : string } & {
    help?: boolean;
  };
  positionals: string[];
};

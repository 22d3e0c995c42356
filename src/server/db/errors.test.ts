import { describe, expect, it } from "vitest";

import { testPostgresUrl } from "../../../test/db";
import { createRoleWithoutCreate } from "../../../test/restricted-role";
import { openDbHandle } from "./client";
import { databaseErrorMessage } from "./errors";

describe("a database error as the operator reads it", () => {
  it("is PostgreSQL's own words, not drizzle's query and empty params", () => {
    const cause = Object.assign(new Error("permission denied for database site"), {
      code: "42501",
      hint: "Grant CREATE on the database.",
    });
    const wrapped = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: ', {
      cause,
    });
    expect(databaseErrorMessage(wrapped)).toBe(
      "permission denied for database site Hint: Grant CREATE on the database.",
    );
    expect(databaseErrorMessage("plain")).toBe("plain");
  });

  it.skipIf(!testPostgresUrl())(
    "says permission denied when the role may not create the schema (PostgreSQL)",
    async () => {
      const adminUrl = testPostgresUrl()!;
      const role = await createRoleWithoutCreate(adminUrl);
      const handle = await openDbHandle(role.url);
      try {
        const error = await handle.migrate().then(
          () => null,
          (failure: unknown) => failure,
        );
        const database = new URL(adminUrl).pathname.slice(1);
        expect(databaseErrorMessage(error)).toMatch(
          new RegExp(`^permission denied for database ${database}`),
        );
      } finally {
        await handle.close();
        await role.drop();
      }
    },
  );
});

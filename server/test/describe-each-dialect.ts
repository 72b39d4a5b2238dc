import { afterAll, beforeAll, describe } from "vitest";
import {
  createTestDatabase,
  dialectNames,
  postgresTestUrl,
  type TestDatabase,
  type TestDatabaseOptions,
} from "./databases.ts";

/**
 * Declares the suite once per dialect, each run against its own fresh database created before its first
 * test and dropped after its last. The PostgreSQL run is skipped without TEST_DATABASE_URL.
 */
export function describeEachDialect(
  name: string,
  suite: (database: () => TestDatabase) => void,
  options: TestDatabaseOptions = {},
): void {
  for (const dialect of dialectNames) {
    describe.skipIf(dialect === "postgres" && postgresTestUrl() === undefined)(`${name} [${dialect}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(dialect, options);
      });
      afterAll(async () => {
        await database?.drop();
      });
      suite(() => {
        if (database === undefined) throw new Error("The test database is used before beforeAll ran");
        return database;
      });
    });
  }
}

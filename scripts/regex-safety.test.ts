// `npm run check:regex` must refuse a regular expression that a stranger's input can make backtrack for
// minutes. Tried here on the very patterns that once froze the server, through the project's own config.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the regular-expression safety check", () => {
  it.each([
    // The meta refresh reader that took minutes on 400 spaces.
    [String.raw`export const refresh = /^\s*(\d+(?:\.\d*)?)?\s*[;,]?\s*(?:url\s*=\s*)?(['"]?)(.+?)\2\s*$/i;`],
    // Trailing slashes, quadratic on 20,000 of them.
    [String.raw`export const key = (path: string) => path.replace(/\/+$/, "");`],
  ])("fails on a super-linear pattern in server code: %s", async (code) => {
    expect(await problems(code, "server/net/example.ts")).not.toEqual([]);
  });

  it("fails in a tool's screens and logic too, and passes a linear pattern", async () => {
    const bad = String.raw`export const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;`;
    expect(await problems(bad, "app/tools/example/screens/page.tsx")).toContain(
      "regexp/no-super-linear-backtracking",
    );
    expect(
      await problems(String.raw`export const digits = /^\d+$/;`, "app/tools/example/logic/x.ts"),
    ).toEqual([]);
  });
});

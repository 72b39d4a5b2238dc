// `npm run check:lockfile`: fails when package-lock.json would not pass `npm ci` on some machine.
import { readFileSync } from "node:fs";
import { checkLockfile, type Lockfile, type PackageJson } from "./lockfile-check.ts";

const read = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"));
const problems = checkLockfile(read("package.json") as PackageJson, read("package-lock.json") as Lockfile, {
  singleVersion: (name) => name === "react-router" || name.startsWith("@react-router/"),
});
if (problems.length > 0) {
  process.stderr.write(
    `package-lock.json would not pass npm ci everywhere:\n  ${problems.join("\n  ")}\n` +
      "Regenerate it from nothing: rm -rf node_modules package-lock.json && npm install\n",
  );
  process.exit(1);
}
process.stdout.write("package-lock.json: complete for every platform, in sync with package.json\n");

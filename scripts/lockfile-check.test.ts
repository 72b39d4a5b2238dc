import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkLockfile, type Lockfile, nameAt, type PackageJson } from "./lockfile-check.ts";

const options = {
  singleVersion: (name: string) => name === "react-router" || name.startsWith("@react-router/"),
};

/** The lockfile entry at `location`, which the test has put there. */
function entry(lock: Lockfile, location: string) {
  const found = lock.packages[location];
  if (found === undefined) throw new Error(`no ${location} in the test lockfile`);
  return found;
}

/** A project needing `tool`, whose entry needs one native binary per platform as optional packages. */
function project(): { pkg: PackageJson; lock: Lockfile } {
  return {
    pkg: { devDependencies: { tool: "^2.0.0" } },
    lock: {
      lockfileVersion: 3,
      packages: {
        "": { devDependencies: { tool: "^2.0.0" } },
        "node_modules/tool": {
          version: "2.1.0",
          optionalDependencies: { "tool-linux-x64": "2.1.0", "tool-darwin-arm64": "2.1.0" },
        },
        "node_modules/tool-linux-x64": { version: "2.1.0" },
        "node_modules/tool-darwin-arm64": { version: "2.1.0" },
      },
    },
  };
}

describe("checkLockfile", () => {
  it("accepts a complete lockfile in sync with package.json", () => {
    const { pkg, lock } = project();
    expect(checkLockfile(pkg, lock, options)).toEqual([]);
  });

  it("names another platform's optional package that is missing, as npm ci would", () => {
    const { pkg, lock } = project();
    delete lock.packages["node_modules/tool-darwin-arm64"];
    expect(checkLockfile(pkg, lock, options)).toEqual([
      "tool-darwin-arm64 (2.1.0), needed by tool@2.1.0, is missing from the lockfile",
    ]);
  });

  it("finds a dependency where Node would: nested first, then in the parents' node_modules", () => {
    const { pkg, lock } = project();
    entry(lock, "node_modules/tool").dependencies = { helper: "^1.0.0" };
    lock.packages["node_modules/helper"] = { version: "2.0.0" };
    expect(checkLockfile(pkg, lock, options)).toEqual([
      "tool@2.1.0 asks for helper@^1.0.0, the lockfile has 2.0.0",
    ]);
    lock.packages["node_modules/tool/node_modules/helper"] = { version: "1.4.0" };
    expect(checkLockfile(pkg, lock, options)).toEqual([]);
  });

  it("refuses a package.json that says something else than the lockfile's root", () => {
    const { pkg, lock } = project();
    pkg.dependencies = { react: "^19.0.0" };
    expect(checkLockfile(pkg, lock, options)).toEqual([
      "package.json dependencies has react@^19.0.0, the lockfile (none)",
    ]);
  });

  it("refuses a tag such as latest unless an override pins it", () => {
    const { pkg, lock } = project();
    entry(lock, "node_modules/tool").dependencies = { data: "latest" };
    lock.packages["node_modules/data"] = { version: "0.3.0" };
    expect(checkLockfile(pkg, lock, options)).toEqual([
      "tool@2.1.0 asks for data@latest, a tag that moves: pin it with an override",
    ]);
    pkg.overrides = { tool: { data: "0.3.0" } };
    expect(checkLockfile(pkg, lock, options)).toEqual([]);
    pkg.overrides = { tool: { data: "0.2.0" } };
    expect(checkLockfile(pkg, lock, options)).toEqual([
      "tool@2.1.0 asks for data@0.2.0, the lockfile has 0.3.0",
    ]);
  });

  it("ignores optional peers but wants the others", () => {
    const { pkg, lock } = project();
    entry(lock, "node_modules/tool").peerDependencies = { typescript: "^6.0.0", wrangler: "^4.0.0" };
    entry(lock, "node_modules/tool").peerDependenciesMeta = { wrangler: { optional: true } };
    expect(checkLockfile(pkg, lock, options)).toEqual([
      "typescript (^6.0.0), needed by tool@2.1.0, is missing from the lockfile",
    ]);
  });

  it("wants one version of react-router and of each @react-router package", () => {
    const { pkg, lock } = project();
    lock.packages["node_modules/@react-router/node"] = { version: "8.5.1" };
    lock.packages["node_modules/tool/node_modules/@react-router/node"] = { version: "8.4.0" };
    lock.packages["node_modules/other/node_modules/semver"] = { version: "6.3.2" };
    lock.packages["node_modules/semver"] = { version: "7.8.6" };
    expect(checkLockfile(pkg, lock, options)).toEqual([
      "@react-router/node is locked in 2 versions (8.5.1, 8.4.0); one is wanted",
    ]);
  });

  it("reads scoped names from nested paths", () => {
    expect(nameAt("node_modules/a/node_modules/@b/c")).toBe("@b/c");
  });
});

describe("the project's own package-lock.json", () => {
  it("would pass npm ci on every platform", () => {
    const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"));
    expect(checkLockfile(read("package.json"), read("package-lock.json"), options)).toEqual([]);
  });
});

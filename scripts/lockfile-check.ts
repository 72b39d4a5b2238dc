import semver from "semver";

/*
 * Why this exists: npm ci refuses a lockfile that lacks a package some platform would install (npm
 * decides what a machine installs from the lockfile, so every platform's optional binaries must be in
 * it), a dependency whose locked version no longer satisfies its range, or a root that disagrees with
 * package.json. A lockfile written on one machine can pass `npm ci` there and fail on another; this
 * check reads the lockfile alone, the same on every machine.
 */

export interface LockEntry {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  overrides?: Record<string, string | Record<string, string>>;
}

export interface LockfileCheckOptions {
  /** Packages that must be installed in exactly one version, e.g. react-router and @react-router/*. */
  singleVersion: (name: string) => boolean;
}

const DEPENDENCY_FIELDS = [
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies",
] as const;

/** The package name at the end of a lockfile path: "node_modules/a/node_modules/@b/c" → "@b/c". */
export function nameAt(location: string): string {
  return location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);
}

/** Where Node would find `name` from the package at `location`: its own node_modules, then its parents'. */
function resolve(lock: Lockfile, location: string, name: string): string | undefined {
  let base = location;
  for (;;) {
    const candidate = base === "" ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (lock.packages[candidate] !== undefined) return candidate;
    if (base === "") return undefined;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent === -1 ? "" : base.slice(0, parent);
  }
}

/** The range an override sets for `name` when `dependent` asks for it, if package.json has one. */
function overriddenRange(pkg: PackageJson, dependent: string, name: string): string | undefined {
  const direct = pkg.overrides?.[name];
  if (typeof direct === "string") return direct;
  const nested = pkg.overrides?.[dependent];
  return typeof nested === "object" ? nested[name] : undefined;
}

/** Every reason `npm ci` could refuse this lockfile on some machine; empty when it would not. */
export function checkLockfile(pkg: PackageJson, lock: Lockfile, options: LockfileCheckOptions): string[] {
  const problems: string[] = [];
  if (lock.lockfileVersion !== 3) problems.push(`lockfileVersion is ${lock.lockfileVersion}, not 3`);
  const root = lock.packages[""] ?? {};
  for (const field of DEPENDENCY_FIELDS) {
    const wanted = pkg[field] ?? {};
    const locked = root[field] ?? {};
    for (const name of new Set([...Object.keys(wanted), ...Object.keys(locked)])) {
      if (wanted[name] !== locked[name]) {
        problems.push(
          `package.json ${field} has ${name}@${wanted[name] ?? "(none)"}, the lockfile ${locked[name] ?? "(none)"}`,
        );
      }
    }
  }

  const versions = new Map<string, Set<string>>();
  for (const [location, entry] of Object.entries(lock.packages)) {
    const dependent = location === "" ? "" : nameAt(location);
    if (location !== "" && !entry.link) {
      const seen = versions.get(dependent) ?? new Set<string>();
      seen.add(entry.version ?? "?");
      versions.set(dependent, seen);
    }
    const required: [string, string][] = [
      ...Object.entries(entry.dependencies ?? {}),
      ...Object.entries(entry.optionalDependencies ?? {}),
      ...Object.entries(entry.peerDependencies ?? {}).filter(
        ([name]) => !entry.peerDependenciesMeta?.[name]?.optional,
      ),
      ...(location === "" ? Object.entries(entry.devDependencies ?? {}) : []),
    ];
    for (const [name, spec] of required) {
      const where = location === "" ? "the project" : `${dependent}@${entry.version}`;
      const found = resolve(lock, location, name);
      if (found === undefined) {
        problems.push(`${name} (${spec}), needed by ${where}, is missing from the lockfile`);
        continue;
      }
      const range = overriddenRange(pkg, dependent, name) ?? spec;
      if (range.startsWith("npm:") || /^(file|link|git|https?):/.test(range)) continue;
      const version = lock.packages[found]?.version;
      if (semver.validRange(range) === null) {
        problems.push(`${where} asks for ${name}@${range}, a tag that moves: pin it with an override`);
      } else if (version === undefined || !semver.satisfies(version, range, { includePrerelease: true })) {
        problems.push(`${where} asks for ${name}@${range}, the lockfile has ${version ?? "no version"}`);
      }
    }
  }
  for (const [name, seen] of versions) {
    if (options.singleVersion(name) && seen.size > 1) {
      problems.push(`${name} is locked in ${seen.size} versions (${[...seen].join(", ")}); one is wanted`);
    }
  }
  return problems;
}

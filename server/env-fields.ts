// How environment variables are read, for the server's own (config.ts) and those a tool declares
// (tool-env.ts): each a zod schema over the variable's text.
import path from "node:path";
import { z } from "zod";
import { withoutTrailing } from "../app/lib/text/trim.ts";

/** An http(s) URL, without its trailing slashes. */
export const absoluteHttpUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: "must be an absolute http:// or https:// URL",
  })
  .transform((value) => withoutTrailing(value, "/"));

export const flag = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

/** "20/60": at most 20 requests per client address in any 60-second window. */
export const rateLimit = z
  .string()
  .trim()
  .regex(/^\d+\/\d+$/, { message: 'must be "REQUESTS/SECONDS", e.g. "20/60"' })
  .transform((value) => {
    const [requests = 0, seconds = 0] = value.split("/").map(Number);
    return { requests, windowMs: seconds * 1000 };
  })
  .refine((limit) => limit.requests >= 1 && limit.windowMs >= 1000, {
    message: "needs at least 1 request per at least 1 second",
  });

/** A file's path, made absolute against the directory the server starts in. */
export const filePath = z
  .string()
  .trim()
  .min(1)
  .transform((value) => path.resolve(value));

export class ConfigError extends Error {}

/**
 * The variables of `schema` read from `env` (an empty one counts as unset, so its default applies);
 * throws a ConfigError naming every bad variable, its value and what is wrong.
 */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
): z.output<T> {
  const given = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
    ),
  );
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    return `${name}=${JSON.stringify(given[name] ?? "")}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}

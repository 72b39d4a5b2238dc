// The variables the tools declare (tool-server.ts), read from the environment before anything starts.
import { z } from "zod";
import { parseEnv } from "./env-fields.ts";
import type { ToolEnv } from "./tool-server.ts";

/**
 * Each tool's variables, by slug; throws a ConfigError naming every bad variable of every tool. Two tools
 * declaring one name is a mistake of the code, refused as such.
 */
export function loadToolEnv(
  tools: readonly { slug: string; env?: ToolEnv }[],
  env: Record<string, string | undefined>,
): Record<string, Record<string, unknown>> {
  const owners = new Map<string, string>();
  for (const tool of tools) {
    for (const name of Object.keys(tool.env ?? {})) {
      const owner = owners.get(name);
      if (owner) throw new Error(`${name} is declared by both ${owner} and ${tool.slug}`);
      owners.set(name, tool.slug);
    }
  }
  const all = parseEnv(z.object(Object.assign({}, ...tools.map((tool) => tool.env ?? {}))), env);
  return Object.fromEntries(
    tools.map((tool) => [
      tool.slug,
      Object.fromEntries(Object.keys(tool.env ?? {}).map((name) => [name, all[name]])),
    ]),
  );
}

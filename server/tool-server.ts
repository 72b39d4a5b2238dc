// The contract between the server and a tool that has a server part (decision 019). The tool declares its
// part in its own folder (app/tools/<slug>/server/index.ts) and is listed once in app/tools/servers.ts;
// server/ builds the floor every tool stands on (the Platform), then each tool in that order, and merges
// what they declare. server/ never imports a tool's insides.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/connect.ts";
import type { Logger } from "./logger.ts";
import type { PageHeadReader } from "./net/page-head-reader.ts";
import type { PrivateAddressRule } from "./net/private-endpoints.ts";
import type { Resolver } from "./net/resolve.ts";
import type { RateLimitStore } from "./rate-limit/rate-limiter.ts";
import type { ChangeFeed } from "./realtime/change-feed.ts";

/** What the server builds once for every tool. */
export interface Platform {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  /** Rate limits counted across processes (Redis, PostgreSQL or memory). */
  rateLimits: RateLimitStore;
  /** Changes announced to every process (and, through Server-Sent Events, to browsers). */
  changes: ChangeFeed;
  /** Reads a stranger's page in worker threads (decision 018). */
  pageHeads: PageHeadReader;
  /** The rules every request a tool sends to another site follows (the SSRF guard's settings). */
  fetchRules: { publicUrl: string; allowPrivateAddresses: PrivateAddressRule; resolve: Resolver };
}

/** A path the HTTP entry answers with a tool's code rather than a page. */
export interface Endpoint {
  methods: readonly string[];
  answer(req: IncomingMessage, res: ServerResponse, target: string): Promise<void> | void;
}

/** The paths a tool answers: exact paths, and a matcher for paths with a part that varies. */
export interface ToolEndpoints {
  paths?: Record<string, Endpoint>;
  match?(pathname: string): Endpoint | undefined;
}

/**
 * A path answered before anything else, with no request log line (the short links' redirect): true when
 * it answered or has taken the request to answer it (a redirect once the journal holds its click), false
 * to let the request go on; a promise of either when it must wait to tell (for the database).
 */
export type HotPath = (
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  query: string,
) => boolean | Promise<boolean>;

/** A tool's server part once started. */
export interface StartedTool<Own extends object> {
  /** What it adds to the services that loaders, actions and endpoints see. */
  services: Own;
  hotPath?: HotPath;
  /** Ends its long-lived responses (event streams), first thing at shutdown, so the server can close. */
  endStreams?(): void;
  /** Stops its background work and stores what it holds, before the platform (database) closes. */
  stop?(): Promise<void> | void;
}

/**
 * The environment variables a tool reads, each with the schema of its text (env-fields.ts has the
 * common ones) and its default: checked at start with the server's own, a bad value stopping it.
 */
export type ToolEnv = Record<string, z.ZodType>;

/** The values of a tool's variables, as its schemas read them. */
export type EnvValues<Env extends ToolEnv> = { [Name in keyof Env]: z.output<Env[Name]> };

/**
 * A tool's server part. `Needs` is what it uses of the tools listed before it (their public services),
 * given to it as `tools`; `env` its variables, read before anything starts.
 */
export interface ToolServer<Own extends object, Needs extends object, Env extends ToolEnv> {
  slug: string;
  env?: Env;
  /** Builds its services and starts its background work; a failure stops the server's start. */
  start(platform: Platform, tools: Needs, env: EnvValues<Env>): Promise<StartedTool<Own>>;
  /** The paths it answers; called once, when the HTTP entry is made. */
  endpoints?(services: Own & Needs, platform: Platform): ToolEndpoints;
}

/** Declares a tool's server part; the identity function that gives the declaration its types. */
export function defineToolServer<
  Own extends object,
  Needs extends object = Record<never, never>,
  Env extends ToolEnv = Record<never, never>,
>(server: ToolServer<Own, Needs, Env>): ToolServer<Own, Needs, Env> {
  return server;
}

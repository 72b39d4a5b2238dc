import type { Language } from "../app/i18n/languages.ts";
import type { SharedImagesAvailability } from "../app/lib/hand-off/shared-images.ts";
import type { createCatalogRepository } from "./catalog/repository.ts";
import type { SearchGroup } from "./catalog/search.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import type { HotPath, ToolEndpoints } from "./tool-server.ts";

/** What the server itself gives every page, beside what the tools add. */
export interface CoreServices {
  config: Config;
  logger: Logger;
  catalog: ReturnType<typeof createCatalogRepository>;
  /** Active tools matching the query in `lang`, grouped by category; answered from memory. */
  search(query: string, lang: Language): Promise<SearchGroup[]>;
  /** Resolves when the database answers; rejects otherwise. */
  checkDatabase(): Promise<void>;
  /** Whether pages offer the search by address of a picture (decision 034). */
  sharedImages: SharedImagesAvailability;
}

/**
 * What the tools add to the services: each tool's server/index.ts adds its own to this interface
 * (`declare module`), so that loaders type them without server/ importing any tool.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the tools' declarations
export interface ToolServices {}

/** What loaders, actions and the HTTP entry use; built once per process. */
export type Services = CoreServices & ToolServices;

/** The services, and what the HTTP entry and the shutdown need of the tools. */
export interface Backend {
  services: Services;
  /** The tools' endpoints, made once with the services. */
  endpoints: ToolEndpoints[];
  /** Paths tried before anything else (the short links' redirect). */
  hotPaths: HotPath[];
  /** Ends the event streams, so the HTTP server can close. */
  endStreams(): void;
  /** Stops every tool (storing what they hold), then closes the change feed and the database. */
  close(): Promise<void>;
}

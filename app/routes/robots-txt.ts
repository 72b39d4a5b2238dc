import { renderRobotsTxt } from "#server/catalog/sitemap.ts";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/robots-txt";

/** GET /robots.txt */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobotsTxt(context.get(servicesContext).config.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

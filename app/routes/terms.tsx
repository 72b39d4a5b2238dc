import { servicesContext } from "../context.ts";
import { staticPageMeta } from "../lib/pages/page-loader.server.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import { LegalPage } from "../ui/LegalPage.tsx";
import type { Route } from "./+types/terms";

export function loader(args: Route.LoaderArgs) {
  return {
    meta: staticPageMeta(args, "legal:terms.meta"),
    supportEmail: args.context.get(servicesContext).config.supportEmail,
  };
}

export const meta = metaFromLoader;

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage which="terms" values={{ email: loaderData.supportEmail }} />;
}

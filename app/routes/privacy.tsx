import { servicesContext } from "../context.ts";
import { useTranslation } from "../i18n/react.tsx";
import { staticPageMeta } from "../lib/pages/page-loader.server.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import { LegalPage } from "../ui/LegalPage.tsx";
import type { Route } from "./+types/privacy";

export function loader(args: Route.LoaderArgs) {
  const { config, usesSafeBrowsing } = args.context.get(servicesContext);
  return {
    meta: staticPageMeta(args, "legal:privacy.meta"),
    supportEmail: config.supportEmail,
    // The page says whether this site sends addresses to Google: only when SAFE_BROWSING_API_KEY is set.
    safeBrowsing: usesSafeBrowsing,
  };
}

export const meta = metaFromLoader;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  const state = loaderData.safeBrowsing ? "on" : "off";
  return (
    <LegalPage
      which="privacy"
      values={{
        email: loaderData.supportEmail,
        shortenerSafeBrowsing: t(`privacy.safeBrowsing.shortener.${state}`),
        investigatorSafeBrowsing: t(`privacy.safeBrowsing.investigator.${state}`),
      }}
    />
  );
}

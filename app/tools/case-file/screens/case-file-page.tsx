import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { servicesContext } from "#app/context.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { buttonClasses } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { PrivacyNote } from "#app/ui/PrivacyNote.tsx";
import type { Route } from "./+types/case-file-page";

// The cases load after the page has painted: they live in the browser anyway. The list comes first
// without the storage library; a case opened brings its storage, ZIP and hashing (CaseApp).
const CaseApp = lazy(() => import("./CaseApp.tsx"));

export function loader(args: Route.LoaderArgs) {
  return {
    meta: staticPageMeta(args, "case_file:meta"),
    authorities: args.context.get(servicesContext).timestampAuthorities.names,
  };
}

export const meta = metaFromLoader;

/** /tools/case-file: the cases kept in this browser; ?case=<id> opens one. */
export default function CaseFilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("case_file");
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const open = params.get("case");
  // The case the page was opened on, by its address: it keeps the focus where the browser put it. One
  // opened from the list replaces the link clicked, so the focus goes to its name (CaseView).
  // After the first move the page has left its address: every case opened from then on was clicked.
  const [landedOn, setLandedOn] = useState<string | null | undefined>(open);
  useEffect(() => {
    if (open !== landedOn) setLandedOn(undefined);
  }, [open, landedOn]);
  // Cases live in the browser's storage: the server renders the frame, the browser the cases.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <PrivacyNote>{t("privacy")}</PrivacyNote>
          <Link to={localized("/tools/case-file/verify")} className={buttonClasses("outline", "sm")}>
            <Icon name="fingerprint-pattern" />
            {t("verifyLink")}
          </Link>
        </div>
      </PageHeader>
      {/* A screen's height kept for the cases before they load: the footer waits below the fold, so the
          app arriving moves nothing in view (a layout shift of 0.13 to 0.36 before). */}
      <div className="min-h-svh">
        {inBrowser ? (
          <Suspense fallback={<p role="status">{t("loading")}</p>}>
            <CaseApp open={open} focusName={open !== landedOn} authorities={loaderData.authorities} />
          </Suspense>
        ) : (
          <p role="status">{t("loading")}</p>
        )}
      </div>
    </div>
  );
}

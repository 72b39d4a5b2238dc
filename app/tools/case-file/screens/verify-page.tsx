import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { Card } from "#app/ui/Card.tsx";
import { FilePicker } from "#app/ui/FilePicker.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { useFocusOnArrival } from "#app/ui/use-focus-on-arrival.ts";
import type { BundleVerdict } from "../logic/verify.ts";
import type { Route } from "./+types/verify-page";
import { BackLink } from "./BackLink.tsx";
import { BUNDLE_TYPES } from "./bundle-types.ts";
import { VerdictView } from "./VerdictView.tsx";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "case_file:verifyMeta") };
}

export const meta = metaFromLoader;

/** /tools/case-file/verify: a bundle checked in the browser, file by file, with the reason for each refusal. */
export default function VerifyPage() {
  const { t } = useTranslation("case_file");
  const localized = useLocalizedPath();
  const [checking, setChecking] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<BundleVerdict | null>(null);
  const heading = useFocusOnArrival<HTMLHeadingElement>(verdict);
  const problem =
    verdict && !verdict.readable
      ? t(`verify.problems.${verdict.problem}`, { path: verdict.path ?? "" })
      : undefined;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("verify.title")} subtitle={t("verify.subtitle")}>
        <BackLink to="/tools/case-file">{t("title")}</BackLink>
      </PageHeader>
      <Card className="grid gap-3 p-5 sm:p-6">
        <FilePicker
          accept={BUNDLE_TYPES}
          onFile={async (file) => {
            setVerdict(null);
            setChecking(file.name);
            // The ZIP reader and the hashing load with the first bundle. Whatever happens, the check
            // settles with a verdict: never "Checking…" for ever.
            const found = await import("../state/verify.ts")
              .then(({ verifyFile }) => verifyFile(file))
              .catch((): BundleVerdict => ({ readable: false, problem: "not-a-zip" }));
            setChecking(null);
            setVerdict(found);
          }}
          onRefused={() => setVerdict(null)}
          busy={checking !== null}
          error={problem}
          icon="shield-check"
          buttonIcon="upload"
          texts={{
            choose: t("verify.choose"),
            drop: t("verify.drop"),
            wrongType: t("verify.problems.not-a-zip"),
          }}
        />
        <p role="status" className="text-sm text-muted-foreground">
          {checking ? t("verify.checking", { name: checking }) : ""}
        </p>
      </Card>
      {verdict?.readable && <VerdictView verdict={verdict} headingRef={heading} />}
      <p className="mt-6 text-sm">
        <Link
          to={localized("/tools/case-file/bundles")}
          className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-2"
        >
          <Icon name="list-checks" className="size-4 shrink-0" />
          {t("verify.byHand")}
        </Link>
      </p>
    </div>
  );
}

import { useId, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/react.tsx";
import { useLocalizedPath } from "../../../i18n/use-localized-path.ts";
import { staticPageMeta } from "../../../lib/page-loader.server.ts";
import { metaFromLoader } from "../../../lib/route-meta.ts";
import { Card } from "../../../ui/card.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { useFocusOnArrival } from "../../../ui/use-focus-on-arrival.ts";
import type { BundleVerdict } from "../logic/verify.ts";
import type { Route } from "./+types/verify-page";
import { VerdictView } from "./VerdictView.tsx";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "case_file:verifyMeta") };
}

export const meta = metaFromLoader;

/** /tools/case-file/verify: a bundle checked in the browser, file by file, with the reason for each refusal. */
export default function VerifyPage() {
  const { t } = useTranslation("case_file");
  const localized = useLocalizedPath();
  const id = useId();
  const [checking, setChecking] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<BundleVerdict | null>(null);
  const heading = useFocusOnArrival<HTMLHeadingElement>(verdict);
  const problem = verdict && !verdict.readable ? t(`verify.problems.${verdict.problem}`) : undefined;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("verify.title")} subtitle={t("verify.subtitle")}>
        <Link
          to={localized("/tools/case-file")}
          className="inline-flex items-center gap-1.5 text-sm font-medium hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
          {t("title")}
        </Link>
      </PageHeader>
      <Card className="p-5 sm:p-6">
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {t("verify.file")}
          </label>
          <input
            id={id}
            type="file"
            accept=".zip,application/zip"
            aria-describedby={`${id}-status`}
            aria-invalid={problem ? true : undefined}
            className="block w-full min-w-0 rounded-md border border-input bg-background p-1.5 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-medium file:text-primary-foreground hover:file:bg-primary/90"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setVerdict(null);
              setChecking(file.name);
              // The ZIP reader and the hashing load with the first bundle.
              const { verifyFile } = await import("../state/verify.ts");
              const found = await verifyFile(file);
              setChecking(null);
              setVerdict(found);
            }}
          />
          <p
            id={`${id}-status`}
            role="status"
            className={problem ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}
          >
            {checking ? t("verify.checking", { name: checking }) : problem}
          </p>
        </div>
      </Card>
      {verdict?.readable && <VerdictView verdict={verdict} headingRef={heading} />}
      <p className="mt-6 text-sm text-muted-foreground">{t("verify.howTo")}</p>
    </div>
  );
}

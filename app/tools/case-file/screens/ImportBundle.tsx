import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { Card } from "#app/ui/Card.tsx";
import { FilePicker } from "#app/ui/FilePicker.tsx";
import { toast } from "#app/ui/Toaster.tsx";
import type { ImportOutcome } from "../state/import.ts";
import { BUNDLE_TYPES } from "./bundle-types.ts";

/** Import a bundle as a case: checked first; a refusal says why on the field. */
export function ImportBundle() {
  const { t } = useTranslation("case_file");
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const problem =
    outcome && !outcome.ok
      ? t(`import.problems.${outcome.problem}`, { path: outcome.path ?? "" })
      : undefined;

  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <p className="text-sm text-muted-foreground">{t("import.hint")}</p>
      <FilePicker
        accept={BUNDLE_TYPES}
        // Not the page's main input: a picture pasted on the list is not for it.
        paste="accepted"
        onFile={async (file) => {
          setBusy(true);
          setOutcome(null);
          // The importer and its ZIP reader load when a bundle is chosen, not with the list of cases.
          const result = await import("../state/import.ts")
            .then(({ importBundle }) => importBundle(file))
            .catch((): ImportOutcome => ({ ok: false, problem: "storage-failed" }));
          setBusy(false);
          setOutcome(result);
          if (result.ok) {
            toast.success(t("import.done", { name: result.name, count: result.items }));
            navigate(localized(`/tools/case-file?case=${result.caseId}`));
          }
        }}
        onRefused={() => setOutcome(null)}
        busy={busy}
        error={problem}
        icon="download"
        buttonIcon="upload"
        texts={{
          choose: t("import.label"),
          drop: t("import.drop"),
          wrongType: t("import.problems.not-a-zip"),
        }}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {busy ? t("import.working") : ""}
      </p>
    </Card>
  );
}

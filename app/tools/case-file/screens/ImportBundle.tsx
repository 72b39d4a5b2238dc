import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../i18n/react.tsx";
import { useLocalizedPath } from "../../../i18n/use-localized-path.ts";
import { Card } from "../../../ui/card.tsx";
import { toast } from "../../../ui/toaster.tsx";
import { type ImportOutcome, importBundle } from "../state/import.ts";

/** Import a bundle as a case: checked first; a refusal says why on the field. */
export function ImportBundle() {
  const { t } = useTranslation("case_file");
  const id = useId();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const problem = outcome && !outcome.ok ? t(`import.problems.${outcome.problem}`) : undefined;

  return (
    <Card className="p-5 sm:p-6">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t("import.label")}
        </label>
        <input
          id={id}
          type="file"
          accept=".zip,application/zip"
          disabled={busy}
          aria-describedby={`${id}-hint ${id}-status`}
          aria-invalid={problem ? true : undefined}
          className="block w-full min-w-0 rounded-md border border-input bg-background p-1.5 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-medium file:text-primary-foreground hover:file:bg-primary/90"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            setBusy(true);
            setOutcome(null);
            const result = await importBundle(file);
            setBusy(false);
            setOutcome(result);
            if (result.ok) {
              toast.success(t("import.done", { name: result.name, count: result.items }));
              navigate(localized(`/tools/case-file?case=${result.caseId}`));
            }
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("import.hint")}
        </p>
        <p
          id={`${id}-status`}
          role="status"
          className={problem ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}
        >
          {busy ? t("import.working") : problem}
        </p>
      </div>
    </Card>
  );
}

import { Dialog } from "radix-ui";
import { type FormEvent, type RefObject, useEffect, useId, useMemo, useState } from "react";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { createTranslator, type Resources } from "#app/i18n/translator.ts";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { Button, buttonClasses } from "#app/ui/Button.tsx";
import { DialogShell } from "#app/ui/DialogShell.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { NAME_MAX } from "../logic/case.ts";
import { addItem, createCase, watchCases } from "../state/cases.ts";
import type { Evidence } from "../state/evidence.ts";
import { type Failure, failureOf } from "../state/failure.ts";
import { useLive } from "./use-live.ts";
import { useNameField } from "./use-name-field.ts";

// The case file's texts travel with the dialog: the page that shows the button has only its own.
const LOCALES = import.meta.glob<Resources>("../locales/*.json", { import: "default" });

function useCaseTexts(language: Language) {
  const [texts, setTexts] = useState<Resources | null>(null);
  useEffect(() => {
    let live = true;
    void LOCALES[`../locales/${language}.json`]?.().then((loaded) => live && setTexts(loaded));
    return () => {
      live = false;
    };
  }, [language]);
  return useMemo(
    () =>
      texts ? createTranslator(language, { case_file: texts }, "case_file").getFixedT("case_file") : null,
    [texts, language],
  );
}

const NEW = "new";

/** The dialog behind "Add to case": choose a case or name a new one, add a note, add. Focus stays inside. */
export default function AddToCaseDialog({
  evidence,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  evidence: Evidence;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t: common, i18n } = useTranslation();
  const t = useCaseTexts(i18n.language);
  const localized = useLocalizedPath();
  const id = useId();
  const { value: cases, failed } = useLive(watchCases, "cases");
  const [chosen, setChosen] = useState<string>("");
  const field = useNameField();
  const [note, setNote] = useState("");
  const [state, setState] = useState<
    | { step: "form" }
    | { step: "adding" }
    | { step: "added"; caseId: string; name: string }
    | { step: "failed"; failure: Failure }
  >({ step: "form" });

  // A fresh form each time the dialog opens.
  useEffect(() => {
    if (open) setState({ step: "form" });
  }, [open]);
  const target = chosen || (cases?.[0]?.id ?? NEW);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let caseId = target;
    let name = cases?.find((summary) => summary.id === target)?.name ?? "";
    const taken = target === NEW ? field.take() : null;
    if (target === NEW && taken === null) return;
    setState({ step: "adding" });
    try {
      if (taken !== null) {
        const created = await createCase(taken);
        caseId = created.id;
        name = created.name;
        setChosen(created.id);
        field.reset();
      }
      await addItem(caseId, { ...evidence, note: [evidence.note, note].filter(Boolean).join("\n") });
      setNote("");
      setState({ step: "added", caseId, name });
    } catch (error) {
      // Said in the page's language, never in the browser's words (error.message).
      const failure = failureOf(error, "add");
      // A case deleted meanwhile leaves the list: the choice goes back to the first one left.
      if (failure === "missing-case") setChosen("");
      setState({ step: "failed", failure });
    }
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t ? t("case_file:add.title") : common("actions.addToCase")}
      describedBy={`${id}-description`}
      returnFocusTo={returnFocusTo}
    >
      {!t || cases === undefined ? (
        <p id={`${id}-description`} role="status" className="mt-3 text-muted-foreground">
          {failed ? (t?.("case_file:unavailable") ?? "") : (t?.("case_file:add.loading") ?? "…")}
        </p>
      ) : (
        <>
          <p id={`${id}-description`} className="mt-2 [overflow-wrap:anywhere] text-sm text-muted-foreground">
            {t("case_file:add.description", { title: evidence.title })}
          </p>
          {state.step === "added" ? (
            <div className="mt-4 grid gap-3">
              <p role="status" className="flex items-start gap-1.5 font-medium">
                <Icon name="circle-check" className="mt-0.5 size-4 shrink-0" />
                {t("case_file:add.added", { name: state.name })}
              </p>
              <div className="flex flex-wrap justify-end gap-2">
                <a
                  href={localized(`/tools/case-file?case=${state.caseId}`)}
                  className={buttonClasses("outline")}
                >
                  {t("case_file:add.open")}
                </a>
                <Dialog.Close asChild>
                  <Button>{t("case_file:add.close")}</Button>
                </Dialog.Close>
              </div>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
              {cases.length > 0 && (
                <div className="grid gap-1.5">
                  <label htmlFor={`${id}-case`} className="text-sm font-medium">
                    {t("case_file:add.choose")}
                  </label>
                  <select
                    id={`${id}-case`}
                    value={target}
                    onChange={(event) => setChosen(event.target.value)}
                    className={fieldBox("regular")}
                  >
                    {cases.map((summary) => (
                      <option key={summary.id} value={summary.id}>
                        {summary.name}
                      </option>
                    ))}
                    <option value={NEW}>{t("case_file:add.newCase")}</option>
                  </select>
                </div>
              )}
              {target === NEW && (
                <TextField
                  name="case-name"
                  label={t("case_file:add.newName")}
                  value={field.name}
                  onChange={(event) => field.change(event.target.value)}
                  error={
                    field.problem ? t(`case_file:nameErrors.${field.problem}`, { max: NAME_MAX }) : undefined
                  }
                />
              )}
              <div className="grid gap-1.5">
                <label htmlFor={`${id}-note`} className="text-sm font-medium">
                  {t("case_file:add.note")}
                </label>
                <textarea
                  id={`${id}-note`}
                  rows={2}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  className={`${fieldBox("regular")} h-auto min-h-12 py-2`}
                />
              </div>
              {state.step === "failed" && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {t(`case_file:add.failures.${state.failure}`)}
                </p>
              )}
              <div className="flex justify-end">
                <Button type="submit" disabled={state.step === "adding"} aria-busy={state.step === "adding"}>
                  <Icon name={state.step === "adding" ? "loader-circle" : "book-open-check"} />
                  {state.step === "adding" ? t("case_file:add.adding") : t("case_file:add.submit")}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </DialogShell>
  );
}

import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Card } from "#app/ui/Card.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { useFocusOnArrival } from "#app/ui/use-focus-on-arrival.ts";
import {
  CASE_STATUSES,
  type CaseRecord,
  type CaseStatus,
  PROVENANCE_QUESTIONS,
  type ProvenanceAnswer,
} from "../logic/case.ts";
import { updateCase, updateProvenance, watchCase } from "../state/cases.ts";
import { BackLink } from "./BackLink.tsx";
import { ExportPanel } from "./ExportPanel.tsx";
import { ItemCard } from "./ItemCard.tsx";
import { useLive } from "./use-live.ts";

/**
 * One case: its claim, status, provenance checklist and notes (saved as typed), its items, its export.
 * `focusName`: opened from the list, its name takes the focus once the case is read.
 */
export function CaseView({
  id,
  focusName,
  authorities,
}: {
  id: string;
  focusName: boolean;
  authorities: readonly string[];
}) {
  const { t } = useTranslation("case_file");
  const { value, failed } = useLive(() => watchCase(id), id);
  const heading = useFocusOnArrival<HTMLHeadingElement>(focusName ? value?.record.id : undefined);

  const back = <BackLink to="/tools/case-file">{t("case.back")}</BackLink>;
  if (failed) return <p role="alert">{t("unavailable")}</p>;
  if (value === undefined) return <p role="status">{t("loading")}</p>;
  if (value === null) return back;
  const { record, items } = value;

  return (
    <div className="grid gap-6">
      {back}
      <h2 ref={heading} tabIndex={-1} className="[overflow-wrap:anywhere] text-2xl font-bold">
        {record.name}
      </h2>
      {/* Keyed by case: the fields start from the stored values and are then the person's own. */}
      <CaseFields key={record.id} record={record} />

      <section aria-labelledby="items-heading">
        <h2 id="items-heading" className="mb-3 text-xl font-semibold">
          {t("case.items")}
        </h2>
        {items.length === 0 ? (
          <p className="text-muted-foreground">{t("case.itemsEmpty")}</p>
        ) : (
          <ol className="grid gap-3">
            {items.map((item, index) => (
              <ItemCard key={item.id} item={item} position={index + 1} />
            ))}
          </ol>
        )}
      </section>

      <ExportPanel record={record} authorities={authorities} />
    </div>
  );
}

function CaseFields({ record }: { record: CaseRecord }) {
  const { t } = useTranslation("case_file");
  const ids = useId();
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div className="grid gap-1.5">
        <label htmlFor={`${ids}-claim`} className="text-sm font-medium">
          {t("case.claim")}
        </label>
        <textarea
          id={`${ids}-claim`}
          rows={2}
          defaultValue={record.claim}
          aria-describedby={`${ids}-claim-hint`}
          className={`${fieldBox("regular")} h-auto min-h-16 py-2`}
          onChange={(event) => void updateCase(record.id, { claim: event.target.value })}
        />
        <p id={`${ids}-claim-hint`} className="text-xs text-muted-foreground">
          {t("case.claimHint")}
        </p>
      </div>
      <div className="grid gap-1.5 sm:max-w-xs">
        <label htmlFor={`${ids}-status`} className="text-sm font-medium">
          {t("case.status")}
        </label>
        <select
          id={`${ids}-status`}
          defaultValue={record.status}
          className={fieldBox("regular")}
          onChange={(event) => void updateCase(record.id, { status: event.target.value as CaseStatus })}
        >
          {CASE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">{t("case.provenance")}</legend>
        <p className="text-xs text-muted-foreground">{t("case.provenanceHint")}</p>
        {PROVENANCE_QUESTIONS.map((question) => (
          <Provenance
            key={question}
            label={t(`provenance.${question}.label`)}
            hint={t(`provenance.${question}.hint`)}
            answerLabel={t("case.answer")}
            initial={record.provenance[question]}
            onChange={(change) => void updateProvenance(record.id, question, change)}
          />
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${ids}-notes`} className="text-sm font-medium">
          {t("case.notes")}
        </label>
        <textarea
          id={`${ids}-notes`}
          rows={4}
          defaultValue={record.notes}
          className={`${fieldBox("regular")} h-auto min-h-24 py-2`}
          onChange={(event) => void updateCase(record.id, { notes: event.target.value })}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t("case.saved")}</p>
    </Card>
  );
}

function Provenance({
  label,
  hint,
  answerLabel,
  initial,
  onChange,
}: {
  label: string;
  hint: string;
  answerLabel: string;
  initial: ProvenanceAnswer;
  onChange: (change: Partial<ProvenanceAnswer>) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-start">
      <div className="flex items-start gap-2">
        <input
          id={`${id}-done`}
          type="checkbox"
          defaultChecked={initial.done}
          aria-describedby={`${id}-hint`}
          className="mt-1 size-4 shrink-0 accent-primary"
          onChange={(event) => onChange({ done: event.target.checked })}
        />
        <div>
          <label htmlFor={`${id}-done`} className="font-medium">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        </div>
      </div>
      <label className="grid gap-1">
        <span className="sr-only">{`${label} ${answerLabel}`}</span>
        <input
          type="text"
          placeholder={answerLabel}
          defaultValue={initial.answer}
          className={fieldBox("regular")}
          onChange={(event) => onChange({ answer: event.target.value })}
        />
      </label>
    </div>
  );
}

import { type FormEvent, lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { formatDateTime } from "#app/lib/dates/format-date.ts";
import { Button, buttonClasses } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { NAME_MAX } from "../logic/case.ts";
import { type ListedCase, watchCaseList } from "../state/read-only.ts";
import { ImportBundle } from "./ImportBundle.tsx";
import { useLive } from "./use-live.ts";
import { useNameField } from "./use-name-field.ts";

// The list is read without Dexie on arrival (read-only.ts); the storage that writes, and the dialog
// library, load when the person acts.
const storage = () => import("../state/cases.ts");
/** Focusing a name field starts loading the storage, so that creating or renaming need not wait for it. */
const loadStorage = () => void storage().catch(() => {});
const DeleteCaseDialog = lazy(() => import("./DeleteCaseDialog.tsx"));

/** The list of cases: create, open, rename, delete, import. */
export function CaseList() {
  const { t } = useTranslation("case_file");
  const { value: cases, failed } = useLive(watchCaseList, "cases");
  const field = useNameField();
  const [deleting, setDeleting] = useState<ListedCase | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const name = field.take();
    if (name === null) return;
    await (await storage()).createCase(name);
    field.reset();
  };

  if (failed) return <p role="alert">{t("unavailable")}</p>;
  return (
    <div className="grid gap-6">
      <Card className="p-5 sm:p-6">
        <form onSubmit={create} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            name="name"
            className="flex-1"
            label={t("create.label")}
            placeholder={t("create.placeholder")}
            value={field.name}
            onFocus={loadStorage}
            onChange={(event) => field.change(event.target.value)}
            error={field.problem ? t(`nameErrors.${field.problem}`, { max: NAME_MAX }) : undefined}
          />
          <Button type="submit" className="sm:mt-7">
            <Icon name="sparkles" />
            {t("create.button")}
          </Button>
        </form>
      </Card>

      <section aria-labelledby="cases-heading">
        <h2 id="cases-heading" className="mb-3 text-xl font-semibold">
          {t("list.heading")}
        </h2>
        {cases === undefined ? (
          <p role="status">{t("loading")}</p>
        ) : cases.length === 0 ? (
          <p className="text-muted-foreground">{t("list.empty")}</p>
        ) : (
          <ul className="grid gap-3">
            {cases.map((summary) => (
              <CaseRow key={summary.id} summary={summary} onDelete={() => setDeleting(summary)} />
            ))}
          </ul>
        )}
      </section>

      <ImportBundle />
      {deleting && (
        <Suspense fallback={null}>
          <DeleteCaseDialog summary={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </div>
  );
}

function CaseRow({ summary, onDelete }: { summary: ListedCase; onDelete: () => void }) {
  const { t, i18n } = useTranslation("case_file");
  const localized = useLocalizedPath();
  const [renaming, setRenaming] = useState(false);
  const field = useNameField(summary.name);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const name = field.take();
    if (name === null) return;
    await (await storage()).updateCase(summary.id, { name });
    setRenaming(false);
  };

  return (
    <li>
      <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
        {renaming ? (
          <form
            onSubmit={rename}
            noValidate
            className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-start"
          >
            <TextField
              name="rename"
              className="flex-1"
              label={t("rename.label", { name: summary.name })}
              value={field.name}
              autoFocus
              onFocus={loadStorage}
              onChange={(event) => field.change(event.target.value)}
              error={field.problem ? t(`nameErrors.${field.problem}`, { max: NAME_MAX }) : undefined}
            />
            <div className="flex gap-2 sm:mt-7">
              <Button type="submit">{t("rename.save")}</Button>
              <Button variant="ghost" onClick={() => setRenaming(false)}>
                {t("rename.cancel")}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <div className="min-w-0">
              <h3 className="[overflow-wrap:anywhere] font-semibold">
                <Link to={localized(`/tools/case-file?case=${summary.id}`)} className="hover:underline">
                  {summary.name}
                </Link>
              </h3>
              <p className="text-sm text-muted-foreground">
                {t(`status.${summary.status}`)} · {t("list.items", { count: summary.itemCount })} ·{" "}
                {t("list.changed", {
                  date: formatDateTime(i18n.language as Language, new Date(summary.updatedAt)),
                })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link
                to={localized(`/tools/case-file?case=${summary.id}`)}
                className={buttonClasses("default", "sm")}
                aria-label={`${t("list.open")} “${summary.name}”`}
              >
                {t("list.open")}
              </Link>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${t("list.rename")} “${summary.name}”`}
                onClick={() => setRenaming(true)}
              >
                <Icon name="pencil" />
                {t("list.rename")}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${t("list.delete")} “${summary.name}”`}
                aria-haspopup="dialog"
                onClick={onDelete}
              >
                <Icon name="x" />
                {t("list.delete")}
              </Button>
            </div>
          </>
        )}
      </Card>
    </li>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { downloadBlob } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { type TextChanges, type TextPart, textChanges } from "../logic/text-changes.ts";
import { drawPage, pageCountAt, pageText } from "../state/revision-pages.ts";
import { useKeptPictures } from "./kept-pictures.tsx";

/** CSS pixels across one drawn page: two fit side by side in the report's column. */
const PAGE_WIDTH = 420;

/** One page of one revision, drawn (or a message when that revision has no such page). */
function PagePicture({
  revision,
  page,
  label,
  fileName,
}: {
  revision: number;
  page: number;
  label: string;
  /** The name a downloaded picture of it gets. */
  fileName: string;
}) {
  const { t } = useTranslation("document_inspector");
  const { pictures, keep } = useKeptPictures();
  const kept = pictures.has(fileName);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<"drawing" | "drawn" | "missing">("drawing");
  useEffect(() => {
    let current = true;
    setState("drawing");
    const target = canvas.current;
    if (!target) return;
    const width = Math.min(PAGE_WIDTH, target.parentElement?.clientWidth ?? PAGE_WIDTH);
    drawPage(revision, page, target, width).then(
      () => current && setState("drawn"),
      () => current && setState("missing"),
    );
    return () => {
      current = false;
    };
  }, [revision, page]);
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-sm font-medium">{label}</figcaption>
      <div className="overflow-hidden rounded border bg-white">
        <canvas
          ref={canvas}
          role="img"
          aria-label={label}
          data-drawn={state === "drawn"}
          className={state === "missing" ? "hidden" : "block max-w-full"}
        />
        {state === "missing" && <p className="p-3 text-sm text-muted-foreground">{t("compare.noPage")}</p>}
      </div>
      {state === "drawn" && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t("compare.pngNamed", { name: label })}
            onClick={() =>
              canvas.current?.toBlob((blob) => {
                if (blob) downloadBlob(fileName, blob);
              }, "image/png")
            }
          >
            <Icon name="download" />
            {t("compare.png")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={kept}
            aria-label={t("compare.keepNamed", { name: label })}
            onClick={() =>
              kept
                ? keep(fileName, undefined)
                : canvas.current?.toBlob((blob) => blob && keep(fileName, blob), "image/png")
            }
          >
            <Icon name={kept ? "check" : "book-open-check"} />
            {kept ? t("compare.kept") : t("compare.keep")}
          </Button>
        </div>
      )}
    </figure>
  );
}

/** A piece of the page's text: kept, removed (struck through) or added (highlighted), said in words too. */
function Part({ part }: { part: TextPart }) {
  const { t } = useTranslation("document_inspector");
  if (part.change === "same") return <span>{part.text}</span>;
  return part.change === "removed" ? (
    <del className="bg-red-500/15 px-0.5 text-red-800 dark:text-red-200">
      <span className="sr-only">{t("compare.removed")} </span>
      {part.text}
    </del>
  ) : (
    <ins className="bg-green-500/15 px-0.5 text-green-800 no-underline dark:text-green-200">
      <span className="sr-only">{t("compare.added")} </span>
      {part.text}
    </ins>
  );
}

/** The same page before and after one save, drawn side by side, and the words that save changed. */
export function RevisionCompare({
  before,
  after,
  labels,
  stem,
}: {
  before: number;
  after: number;
  labels: [string, string];
  /** The document's name without its extension, for the pictures' names. */
  stem: string;
}) {
  const { t, i18n } = useTranslation("document_inspector");
  const pageField = useId();
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState<number>();
  const [changes, setChanges] = useState<TextChanges | "failed">();
  useEffect(() => {
    void pageCountAt(after).then(setPages, () => setPages(0));
  }, [after]);
  useEffect(() => {
    let current = true;
    setChanges(undefined);
    Promise.all([pageText(before, page), pageText(after, page)]).then(
      ([old, now]) => current && setChanges(textChanges(old, now)),
      () => current && setChanges("failed"),
    );
    return () => {
      current = false;
    };
  }, [before, after, page]);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <div className="mt-3 rounded-lg border p-3" data-testid="revision-compare">
      <label htmlFor={pageField} className="mr-2 text-sm font-medium">
        {t("compare.page")}
      </label>
      <select
        id={pageField}
        value={page}
        onChange={(event) => setPage(Number(event.target.value))}
        className="rounded-md border bg-background px-2 py-1 text-sm"
      >
        {Array.from({ length: Math.max(1, pages ?? 1) }, (_, index) => index + 1).map((value) => (
          <option key={value} value={value}>
            {number(value)}
          </option>
        ))}
      </select>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <PagePicture
          revision={before}
          page={page}
          label={labels[0]}
          fileName={`${stem}-revision-${before}-page-${page}.png`}
        />
        <PagePicture
          revision={after}
          page={page}
          label={labels[1]}
          fileName={`${stem}-revision-${after}-page-${page}.png`}
        />
      </div>
      <h4 className="mt-4 mb-1 font-semibold">{t("compare.textHeading")}</h4>
      {changes === undefined ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Icon name="loader-circle" className="animate-spin" />
          {t("compare.reading")}
        </p>
      ) : changes === "failed" ? (
        <p className="text-sm text-destructive">{t("compare.failed")}</p>
      ) : changes.removed + changes.added === 0 ? (
        <p className="text-sm" data-testid="text-unchanged">
          {t("compare.same")}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t("compare.counts", { removed: number(changes.removed), added: number(changes.added) })}
          </p>
          <p className="mt-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="text-changes">
            {changes.parts.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the text's order is the identity
              <Part key={index} part={part} />
            ))}
          </p>
        </>
      )}
    </div>
  );
}

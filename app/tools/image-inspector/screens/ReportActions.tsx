import { useState } from "react";
import { ReverseSearch } from "#app/features/reverse-search/ReverseSearch.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { fileStem } from "#app/lib/files/file-name.ts";
import type { SharedImagesAvailability } from "#app/lib/hand-off/shared-images.ts";
import { useSendTo } from "#app/lib/hand-off/use-send-to.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { type CleanFailure, cleanFailure } from "../logic/clean-failure.ts";
import { type FullReport, reportToJson, reportToMarkdown } from "../logic/export.ts";
import { dateFormats } from "../logic/formats.ts";
import { cleanCopy } from "../state/clean-copy.ts";

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  // The click has started the download; the address is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Clean copy, exports, reverse image search. */
export function ReportActions({
  report,
  image,
  unreadable,
  sharing,
}: {
  report: FullReport;
  image: Blob;
  /** The reader gave up on the file: no picture to copy. */
  unreadable: boolean;
  /** Whether this instance offers "Search by address" (decision 034). */
  sharing: SharedImagesAvailability;
}) {
  const { t, i18n } = useTranslation("image_inspector");
  const [cleaning, setCleaning] = useState(false);
  const [cleanFailed, setCleanFailed] = useState<CleanFailure>();
  const imageUrl = report.file.url;
  const sendTo = useSendTo();
  return (
    <section aria-labelledby="actions-heading" className="mt-8">
      <h2 id="actions-heading" className="mb-3 text-xl font-semibold">
        {t("actions.heading")}
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={cleaning}
          aria-busy={cleaning}
          onClick={async () => {
            setCleaning(true);
            const copy = await cleanCopy(image, report.file.name, report.summary.orientation);
            setCleaning(false);
            setCleanFailed(copy ? undefined : cleanFailure(report.summary.format, unreadable));
            if (copy) save(copy.blob, copy.name);
          }}
        >
          <Icon
            name={cleaning ? "loader-circle" : "eraser"}
            className={cleaning ? "animate-spin" : undefined}
          />
          {t("actions.clean")}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            save(
              new Blob([reportToJson(report)], { type: "application/json" }),
              `${fileStem(report.file.name, "image")}-report.json`,
            )
          }
        >
          <Icon name="braces" />
          {t("actions.json")}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            save(
              new Blob([reportToMarkdown(report, t, i18n.language, dateFormats(i18n.language))], {
                type: "text/markdown",
              }),
              `${fileStem(report.file.name, "image")}-report.md`,
            )
          }
        >
          <Icon name="download" />
          {t("actions.markdown")}
        </Button>
        <AddToCaseButton
          evidence={() => ({
            kind: "image-inspection",
            title: report.file.name,
            sourceUrl: report.file.url,
            result: JSON.parse(reportToJson(report)),
            files: [new File([image], report.file.name, { type: image.type })],
          })}
        />
        <Button
          variant="outline"
          disabled={unreadable}
          onClick={async () => {
            // Handed to Text from Image in this browser (IndexedDB), never uploaded.
            const file = new File([image], report.file.name, { type: image.type });
            await sendTo("/tools/text-from-image", { kind: "file", file, from: "image-inspector" });
          }}
        >
          <Icon name="scan-text" />
          {t("actions.readText")}
        </Button>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{t("actions.cleanNote")}</p>
      {cleanFailed && (
        <p role="alert" className="mt-2 text-sm font-medium text-destructive">
          {t(`actions.cleanFailed.${cleanFailed}`, { format: report.summary.format ?? "" })}
        </p>
      )}
      <h3 className="mt-6 mb-2 font-semibold">{t("actions.reverse")}</h3>
      <ReverseSearch
        // Until the picture is shared by address: then it has been sent, and the shared state says until when.
        steps={imageUrl ? t("actions.reverseByUrl") : t("actions.reverseSteps")}
        picture={async () => image}
        // The engines get the picture without its metadata (GPS, serial numbers): the clean copy.
        shareable={async () => {
          const copy = await cleanCopy(image, report.file.name, report.summary.orientation);
          if (!copy) throw new Error("no clean copy of this file");
          return copy.blob;
        }}
        imageUrl={imageUrl}
        sharing={sharing}
      />
    </section>
  );
}

import type { ReactNode } from "react";
import { PlacedPoint } from "#app/features/where/PlacedPoint.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { IconName } from "#app/ui/icon-names.ts";
import { useFocusOnArrival } from "#app/ui/use-focus-on-arrival.ts";
import { cameraName } from "../logic/camera.ts";
import { disagreement } from "../logic/dates.ts";
import { historyStepText } from "../logic/export.ts";
import { dateFormats } from "../logic/formats.ts";
import { decimal, dms } from "../logic/gps.ts";
import type { Summary } from "../logic/summary.ts";
import { ImagePreview } from "./ImagePreview.tsx";

function SummaryCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Card className="p-4">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <Icon name={icon} />
        {title}
      </h3>
      <div className="grid gap-1 [overflow-wrap:anywhere]">{children}</div>
    </Card>
  );
}

const Muted = ({ children }: { children: ReactNode }) => <p className="text-muted-foreground">{children}</p>;

/**
 * The file (seen, named, hashed), then camera, when, where, software, and the GPS position on the map: the
 * summary a person reads first.
 */
export function SummaryCards({
  summary,
  size,
  name,
  sha256,
  image,
  dimensionsDoubt,
}: {
  summary: Summary;
  size: number;
  name: string;
  sha256?: string;
  image: Blob;
  /** Why the dimensions, as the header declares them, were not checked: the file is cut or misnamed. */
  dimensionsDoubt?: "truncated" | "misnamed";
}) {
  const { t, i18n } = useTranslation("image_inspector");
  const dates = dateFormats(i18n.language);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const { camera, taken, modified, position } = summary;
  const named = cameraName(camera);
  const disagree = disagreement(summary.captureDates) !== undefined;
  // The file button the visitor used is gone: the report's first heading takes the focus.
  const heading = useFocusOnArrival<HTMLHeadingElement>(true);
  return (
    <section aria-labelledby="summary-heading" className="mt-8">
      <h2 id="summary-heading" ref={heading} tabIndex={-1} className="mb-3 text-xl font-semibold">
        {t("summary.heading")}
      </h2>
      <div className="grid gap-4" data-testid="summary">
        <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
          <ImagePreview image={image} />
          <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
              <Icon name="image" />
              {t("summary.file")}
            </h3>
            <p className="text-lg font-medium">{name}</p>
            <p className="text-sm">
              {[summary.format, formatBytes(size, i18n.language)].filter(Boolean).join(" · ")}
            </p>
            {summary.width && summary.height && (
              <p className="text-sm">
                {t("summary.dimensions", {
                  width: number.format(summary.width),
                  height: number.format(summary.height),
                })}
              </p>
            )}
            {dimensionsDoubt && summary.width && summary.height && (
              <p className="flex items-start gap-1 text-sm" data-testid="dimensions-doubt">
                <Icon name="triangle-alert" className="mt-0.5 text-amber-700 dark:text-amber-400" />
                {t(`summary.dimensionsDoubt.${dimensionsDoubt}`, { format: summary.format ?? "" })}
              </p>
            )}
            <h3 className="mt-2 flex items-center gap-2 text-sm font-semibold text-muted-foreground">
              <Icon name="fingerprint-pattern" />
              {t("summary.hash")}
            </h3>
            {sha256 ? (
              <p className="font-mono text-xs break-all" data-testid="sha256">
                {sha256}
              </p>
            ) : (
              <Muted>{t("summary.hashing")}</Muted>
            )}
          </div>
        </Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <SummaryCard icon="camera" title={t("summary.camera")}>
            {named ? <p className="font-medium">{named}</p> : <Muted>{t("summary.noCamera")}</Muted>}
            {camera.lens && <p className="text-sm">{t("summary.lens", { lens: camera.lens })}</p>}
          </SummaryCard>
          <SummaryCard icon="calendar-days" title={t("summary.when")}>
            {taken ? (
              <>
                <p className="font-medium">{t("summary.taken", { date: dates.stamp(taken) })}</p>
                <p className="font-mono text-xs text-muted-foreground">
                  {t("summary.source", { source: taken.source })}
                </p>
              </>
            ) : (
              <Muted>{t("summary.noDate")}</Muted>
            )}
            {modified && <p className="text-sm">{t("summary.modified", { date: dates.stamp(modified) })}</p>}
            {summary.captureDates.length > 1 && (
              <p className="text-sm">{disagree ? t("summary.datesDisagree") : t("summary.datesAgree")}</p>
            )}
          </SummaryCard>
          <SummaryCard icon="map-pin" title={t("summary.where")}>
            {position ? (
              <>
                <p className="font-mono text-sm">{decimal(position, i18n.language)}</p>
                <p className="font-mono text-sm">{dms(position, i18n.language)}</p>
                {position.altitude !== undefined && (
                  <p className="text-sm">
                    {t("summary.altitude", { value: number.format(position.altitude) })}
                  </p>
                )}
                {position.direction !== undefined && (
                  <p className="text-sm">
                    {t("summary.direction", { value: number.format(position.direction) })}
                  </p>
                )}
                {position.accuracy !== undefined && (
                  <p className="text-sm">
                    {t("summary.accuracy", { value: number.format(position.accuracy) })}
                  </p>
                )}
              </>
            ) : (
              <Muted>{t("summary.noPosition")}</Muted>
            )}
          </SummaryCard>
          <SummaryCard icon="pencil" title={t("summary.software")}>
            {summary.software.length > 0 ? (
              summary.software.map((name) => (
                <p key={name} className="font-medium">
                  {name}
                </p>
              ))
            ) : (
              <Muted>{t("summary.noSoftware")}</Muted>
            )}
            {summary.history.length > 0 && (
              <ol className="mt-1 list-decimal pl-5 text-sm">
                {summary.history.map((step, index) => (
                  // The history is a fixed list read once: its order is its identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: steps can repeat exactly
                  <li key={index}>{historyStepText(t, step)}</li>
                ))}
              </ol>
            )}
          </SummaryCard>
        </div>
        {position && (
          <Card className="p-4 sm:p-5">
            <PlacedPoint
              point={{ lat: position.latitude, lon: position.longitude }}
              origin="photo"
              fileName={name}
              level={3}
              AddToCase={AddToCaseButton}
            />
          </Card>
        )}
      </div>
    </section>
  );
}

import { servicesContext } from "#app/context.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useHandOff } from "#app/lib/hand-off/use-hand-off.ts";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { MediaFromLink, MediaOrigin } from "#app/tools/media-from-link/public.ts";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { PrivacyNote } from "#app/ui/PrivacyNote.tsx";
import type { Route } from "./+types/image-inspector-page";
import { FileInput } from "./FileInput.tsx";
import { InspectionReport } from "./InspectionReport.tsx";
import { MAX_FILE_BYTES, useInspection } from "./use-inspection.ts";

/** What this page reads of what an address holds. */
const IMAGE_KINDS = ["image"] as const;

export function loader(args: Route.LoaderArgs) {
  return {
    meta: staticPageMeta(args, "image_inspector:meta"),
    // Whether "Search by address" is offered (decision 034).
    sharing: args.context.get(servicesContext).sharedImages,
    // Whether the address field also asks yt-dlp (media from a link).
    platforms: args.context.get(servicesContext).mediaLinks.platforms,
  };
}

export const meta = metaFromLoader;

export default function ImageInspector({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("image_inspector");
  const { state, open, reset } = useInspection();
  // A frame or a picture handed over by another tool (the video inspector's "Inspect this frame").
  useHandOff((item) => item.kind === "file" && open({ blob: item.file, name: item.file.name }));
  const reading = state.file !== undefined && state.inspection === undefined && state.error === undefined;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <PrivacyNote>{t("privacy")}</PrivacyNote>
      </PageHeader>
      {state.inspection === undefined && (
        <Card className="p-5 sm:p-6">
          <FileInput onFile={open} busy={reading} error={state.error} />
        </Card>
      )}
      {/* Kept while a picture is open, so "Another image" comes back to the same post's list. */}
      <Card className={state.inspection === undefined ? "mt-4 p-5 sm:p-6" : "hidden"}>
        <MediaFromLink
          kinds={IMAGE_KINDS}
          platforms={loaderData.platforms}
          maxBytes={MAX_FILE_BYTES}
          onMedia={(media) =>
            open({ blob: media.file, name: media.file.name, url: media.mediaUrl, origin: media })
          }
        />
      </Card>
      {state.inspection !== undefined && (
        <button
          type="button"
          onClick={reset}
          className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Icon name="arrow-left" />
          {t("actions.another")}
        </button>
      )}
      {reading && state.file && (
        <p role="status" className="mt-6 flex items-center gap-2 text-muted-foreground">
          <Icon name="loader-circle" className="animate-spin" />
          {t("input.reading", { name: state.file.name })}
        </p>
      )}
      {state.error === "unreadable" && state.inspection === undefined && (
        <p role="alert" className="mt-6 font-medium text-destructive">
          {t("errors.unreadable")}
        </p>
      )}
      {state.file?.origin && state.inspection && <MediaOrigin media={state.file.origin} />}
      {state.file && state.inspection && (
        <InspectionReport
          state={state}
          file={state.file}
          inspection={state.inspection}
          sharing={loaderData.sharing}
        />
      )}
    </div>
  );
}

import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { servicesContext } from "#app/context.ts";
import { PlacedPoint } from "#app/features/where/PlacedPoint.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { type FetchedMedia, MediaFromLink, MediaOrigin } from "#app/tools/media-from-link/public.ts";
import { Card } from "#app/ui/Card.tsx";
import { FilePicker } from "#app/ui/FilePicker.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { PrivacyNote } from "#app/ui/PrivacyNote.tsx";
import { codecName } from "../logic/fact-rows.ts";
import { keepVideo, keptVideo } from "../state/kept-video.ts";
import { warmVideoWorker } from "../state/video-client.ts";
import type { Route } from "./+types/video-inspector-page";
import { FactsList } from "./FactsList.tsx";
import { FrameGrid } from "./FrameGrid.tsx";
import { useVideo } from "./use-video.ts";

// The reader judges any other file itself, and says what it found instead of a video.
const VIDEO_TYPES = "video/*,.mp4,.mov,.m4v,.webm,.mkv";

/** What this page reads of what an address holds: files and streams joined into one. */
const VIDEO_KINDS = ["video", "stream"] as const;

const FrameDialog = lazy(() => import("./FrameDialog.tsx"));

export function loader(args: Route.LoaderArgs) {
  return {
    meta: staticPageMeta(args, "video_inspector:meta"),
    // Whether the frame dialog offers "Search by address" (decision 034).
    sharing: args.context.get(servicesContext).sharedImages,
    // Whether the address field also asks yt-dlp (media from a link).
    platforms: args.context.get(servicesContext).mediaLinks.platforms,
  };
}

export const meta = metaFromLoader;

/** /tools/video-inspector: a video read in the browser, its facts and frames; nothing is uploaded. */
export default function VideoInspectorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("video_inspector");
  const { state, open, show, reset } = useVideo();
  const [shown, setShown] = useState<number>();
  // Where the open video was fetched from, when it came from an address.
  const [origin, setOrigin] = useState<FetchedMedia>();
  const fromAddress = origin !== undefined && origin.file === state.file ? origin : undefined;
  const { file, opened, decoder } = state;
  const report = opened?.report;
  const reading = file !== undefined && opened === undefined && !state.failed;
  const entry = useLocation().key;
  // Back from the tool a frame was sent to opens the video again, at its keyframes.
  useEffect(() => {
    const video = keptVideo(entry);
    if (video) void open(video);
  }, [entry, open]);
  useEffect(() => keepVideo(entry, file), [entry, file]);
  // A paste starts with Ctrl or ⌘ held down: that too starts the worker ahead of the file.
  useEffect(() => {
    if (opened !== undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Control" || event.key === "Meta") warmVideoWorker();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [opened]);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <PrivacyNote>{t("privacy")}</PrivacyNote>
      </PageHeader>
      {opened === undefined ? (
        // Reaching for the picker (pointer, touch, keyboard or a drag) starts the worker and its demuxer, so a
        // chosen file is read at once.
        <Card
          className="p-5 sm:p-6"
          onPointerEnter={warmVideoWorker}
          onFocus={warmVideoWorker}
          onDragEnter={warmVideoWorker}
        >
          <FilePicker
            accept={VIDEO_TYPES}
            onFile={(chosen) => {
              setOrigin(undefined);
              void open(chosen);
            }}
            busy={reading}
            icon="film"
            buttonIcon="upload"
            texts={{ choose: t("input.choose"), drop: t("input.drop"), formats: t("input.formats") }}
          />
        </Card>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            onClick={reset}
            className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Icon name="arrow-left" />
            {t("input.another")}
          </button>
          {file && report && (
            // The video itself goes with its facts: the case file hashes and keeps it.
            <AddToCaseButton
              evidence={() => ({
                kind: "video",
                title: file.name,
                result: fromAddress
                  ? {
                      ...report,
                      fetched: {
                        page: fromAddress.pageUrl,
                        file: fromAddress.mediaUrl,
                        at: fromAddress.fetchedAt,
                      },
                    }
                  : report,
                files: [file],
                ...(fromAddress ? { sourceUrl: fromAddress.pageUrl } : {}),
              })}
            />
          )}
        </div>
      )}
      {/* Kept while a video is open, so "Another video" comes back to the same post's list. */}
      <Card className={opened === undefined ? "mt-4 p-5 sm:p-6" : "hidden"}>
        <MediaFromLink
          kinds={VIDEO_KINDS}
          platforms={loaderData.platforms}
          onMedia={(media) => {
            setOrigin(media);
            void open(media.file);
          }}
        />
      </Card>
      {reading && (
        <p role="status" className="mt-6 flex items-center gap-2 text-muted-foreground">
          <Icon name="loader-circle" className="animate-spin" />
          {t("input.reading", { name: file.name })}
        </p>
      )}
      {state.failed && (
        <p role="alert" className="mt-6 font-medium text-destructive">
          {t("errors.worker")}
        </p>
      )}
      {report && (
        <div role="alert" className="empty:hidden">
          {report.problem && (
            <p className="mt-6 flex items-start gap-2 rounded-lg border border-destructive/50 p-4 font-medium text-destructive">
              <Icon name="triangle-alert" className="mt-0.5 shrink-0" />
              {t(`errors.${report.problem}`)}
            </p>
          )}
          {report.video && decoder === "none" && (
            <p className="mt-6 flex items-start gap-2 rounded-lg border border-destructive/50 p-4 font-medium text-destructive">
              <Icon name="triangle-alert" className="mt-0.5 shrink-0" />
              {t("errors.undecodable", {
                codec: codecName(report.video.codec, report.video.codecString, report.video.codecId),
              })}
            </p>
          )}
        </div>
      )}
      {decoder === "wasm" && <p className="mt-6 rounded-lg border p-4 text-sm">{t("frames.decoderWasm")}</p>}
      {file && report?.video && decoder && (
        <FrameGrid
          key={file.name + file.size}
          file={file}
          decoder={decoder}
          duration={report.duration}
          shown={report.video}
          keyframeCount={report.keyframes.length}
          mode={state.mode}
          detecting={state.detecting === true}
          frames={state.frames}
          onMode={show}
          onOpen={setShown}
        />
      )}
      {report && fromAddress && <MediaOrigin media={fromAddress} />}
      {report && <FactsList report={report} sha256={state.sha256} hashFailed={state.hashFailed} />}
      {report?.place && (
        <Card className="mt-6 p-5 sm:p-6">
          <PlacedPoint
            point={{ lat: report.place.latitude, lon: report.place.longitude }}
            origin="video"
            fileName={file?.name}
            level={2}
            AddToCase={AddToCaseButton}
          />
        </Card>
      )}
      {file && decoder && shown !== undefined && state.frames[shown] && (
        <Suspense fallback={null}>
          <FrameDialog
            file={file}
            decoder={decoder}
            start={state.frames[shown].time}
            sharing={loaderData.sharing}
            onClose={() => setShown(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}

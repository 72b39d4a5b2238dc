import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { SharedImage, SharedImagesAvailability } from "#app/lib/hand-off/shared-images.ts";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { Toaster, toast } from "#app/ui/Toaster.tsx";
import { type CopyOutcome, copyPicture } from "./copy-picture.ts";
import { EngineLinks } from "./EngineLinks.tsx";
import { sharedUntil } from "./share-values.ts";

// The consent step and the upload load on the first click, not with the page.
const ShareDialog = lazy(() => import("./ShareDialog.tsx"));

/**
 * A picture's reverse image search, below the tool's heading: its steps, "Copy image" (to paste into
 * an engine), "Search by address" after consent (decision 034) when this instance offers it, and a link
 * per engine, which opens on the picture's address once there is one.
 */
export function ReverseSearch({
  steps,
  picture,
  shareable = picture,
  imageUrl,
  sharing,
}: {
  /**
   * What to do with the picture, said above the buttons (the tool's words: "not sent anywhere… copy it"),
   * until it is shared by address: from then on it has been sent, and the shared state's own sentence says
   * until when it is at its temporary address.
   */
  steps?: string;
  /** The picture to copy; called on each click. */
  picture: () => Promise<Blob>;
  /** The picture to share, when another one should go (without its metadata); `picture` otherwise. */
  shareable?: () => Promise<Blob>;
  /** The picture's own address on the web: the engines open on it, nothing to share. */
  imageUrl?: string;
  sharing: SharedImagesAvailability;
}) {
  const { t, i18n } = useTranslation();
  const [copyProblem, setCopyProblem] = useState<Exclude<CopyOutcome, "copied">>();
  const [asking, setAsking] = useState(false);
  const [shared, setShared] = useState<SharedImage>();
  const shareButton = useRef<HTMLButtonElement>(null);
  const problemId = useId();

  const copy = async () => {
    const outcome = await copyPicture(picture);
    if (outcome === "copied") {
      setCopyProblem(undefined);
      toast.success(t("reverseSearch.copied"));
    } else setCopyProblem(outcome);
  };

  return (
    <div className="grid gap-3">
      {steps && !shared && <p className="text-sm text-muted-foreground">{steps}</p>}
      <div className="flex flex-wrap gap-2">
        {/* Actions, set apart from the engines' links below them. */}
        <Button variant="secondary" onClick={copy} aria-describedby={copyProblem ? problemId : undefined}>
          <Icon name="copy" />
          {t("reverseSearch.copy")}
        </Button>
        {!imageUrl && sharing === "on" && (
          <Button ref={shareButton} variant="secondary" onClick={() => setAsking(true)}>
            <Icon name="image-up" />
            {t("reverseSearch.byAddress")}
          </Button>
        )}
      </div>
      {copyProblem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {t(`reverseSearch.copyFailed.${copyProblem}`)}
        </p>
      )}
      {!imageUrl && sharing === "unreachable" && (
        <p className="text-sm text-muted-foreground">{t("reverseSearch.unreachable")}</p>
      )}
      {shared && (
        <p className="text-sm text-muted-foreground">
          {t("reverseSearch.linksOpenShared", { time: sharedUntil(shared, i18n.language) })}
        </p>
      )}
      <EngineLinks address={imageUrl ?? shared?.url} />
      {asking && (
        <Suspense fallback={null}>
          <ShareDialog
            picture={shareable}
            returnFocusTo={shareButton}
            onShared={setShared}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}

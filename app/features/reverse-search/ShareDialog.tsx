import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { SHARED_IMAGE_MAX_BYTES, type SharedImage } from "#app/lib/hand-off/shared-images.ts";
import { Button } from "#app/ui/Button.tsx";
import { DialogShell } from "#app/ui/DialogShell.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { EngineLinks } from "./EngineLinks.tsx";
import { type ShareOutcome, sharePicture } from "./share-picture.ts";
import { engineList, minutesToWait, sharedUntil } from "./share-values.ts";

type Failure = Extract<ShareOutcome, { ok: false }>;

/**
 * The consent step of "Search by address": who will fetch the picture and for how long, then the upload
 * and a link per engine on the picture's temporary address. Loaded on first use.
 */
export default function ShareDialog({
  picture,
  returnFocusTo,
  onShared,
  onClose,
}: {
  picture: () => Promise<Blob>;
  returnFocusTo: RefObject<HTMLElement | null>;
  onShared: (image: SharedImage) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const [shared, setShared] = useState<SharedImage>();
  const result = useRef<HTMLParagraphElement>(null);
  // The confirm button is gone once shared: the focus goes to the sentence that replaces it.
  useEffect(() => {
    if (shared) result.current?.focus();
  }, [shared]);

  const share = async () => {
    setSending(true);
    setFailure(undefined);
    const outcome = await sharePicture(picture);
    setSending(false);
    if (!outcome.ok) return setFailure(outcome);
    setShared(outcome.image);
    onShared(outcome.image);
  };
  const failureText = (failed: Failure) =>
    failed.reason === "rate_limited"
      ? t("reverseSearch.shareFailed.rate_limited", { wait: minutesToWait(failed.retryAfterSeconds, lang) })
      : t(`reverseSearch.shareFailed.${failed.reason}`, { size: formatBytes(SHARED_IMAGE_MAX_BYTES, lang) });

  return (
    <DialogShell
      onOpenChange={(open) => !open && onClose()}
      title={t("reverseSearch.byAddress")}
      describedBy="share-consent"
      returnFocusTo={returnFocusTo}
    >
      <div className="mt-4 grid gap-4">
        <p id="share-consent">{t("reverseSearch.consent", { engines: engineList(lang) })}</p>
        {shared ? (
          <>
            <p ref={result} tabIndex={-1} className="font-medium">
              {t("reverseSearch.sharedUntil", { time: sharedUntil(shared, lang) })}
            </p>
            <EngineLinks address={shared.url} />
            <p className="break-all text-sm text-muted-foreground">
              {t("reverseSearch.address")} <span className="font-mono">{shared.url}</span>
            </p>
          </>
        ) : (
          <>
            {failure && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {failureText(failure)}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={onClose}>
                {t("actions.cancel")}
              </Button>
              <Button onClick={share} disabled={sending} aria-busy={sending}>
                <Icon
                  name={sending ? "loader-circle" : "image-up"}
                  className={sending ? "animate-spin" : undefined}
                />
                {sending ? t("reverseSearch.sending") : t("reverseSearch.confirm")}
              </Button>
            </div>
          </>
        )}
      </div>
    </DialogShell>
  );
}

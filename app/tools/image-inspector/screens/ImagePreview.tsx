import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useObjectUrl } from "#app/lib/files/use-object-url.ts";
import { Icon } from "#app/ui/Icon.tsx";

/**
 * The inspected picture, small, so the report is seen to be about the right file. A format the browser
 * cannot draw (HEIC outside Safari, a file that is no image) is said in words instead.
 */
export function ImagePreview({ image }: { image: Blob }) {
  const { t } = useTranslation("image_inspector");
  const url = useObjectUrl(image);
  const [broken, setBroken] = useState(false);
  return (
    <figure
      className="grid h-40 w-full shrink-0 place-items-center overflow-hidden rounded-lg border bg-muted sm:w-56"
      data-testid="image-preview"
    >
      {broken ? (
        <figcaption className="flex items-center gap-2 p-3 text-center text-sm text-muted-foreground">
          <Icon name="image" />
          {t("preview.cannotShow")}
        </figcaption>
      ) : (
        url && (
          <img
            src={url}
            alt={t("preview.alt")}
            onError={() => setBroken(true)}
            className="max-h-full max-w-full object-contain"
          />
        )
      )}
    </figure>
  );
}

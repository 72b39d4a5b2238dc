import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useObjectUrl } from "#app/lib/files/use-object-url.ts";

/** The image and the thumbnail stored in it, side by side, when they differ. */
export function ThumbnailCompare({ image, thumbnail }: { image: Blob; thumbnail: Uint8Array }) {
  const { t } = useTranslation("image_inspector");
  const [thumbnailBlob] = useState(
    () => new Blob([thumbnail as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }),
  );
  const imageUrl = useObjectUrl(image);
  const thumbnailUrl = useObjectUrl(thumbnailBlob);
  return (
    <section aria-labelledby="thumbnail-heading" className="mt-8">
      <h2 id="thumbnail-heading" className="mb-3 text-xl font-semibold">
        {t("thumbnail.heading")}
      </h2>
      <div className="grid grid-cols-2 gap-4" data-testid="thumbnail-compare">
        <figure className="grid gap-2">
          {imageUrl && (
            <img
              src={imageUrl}
              alt={t("thumbnail.image")}
              className="max-h-64 w-full rounded border object-contain"
            />
          )}
          <figcaption className="text-sm text-muted-foreground">{t("thumbnail.image")}</figcaption>
        </figure>
        <figure className="grid gap-2">
          {thumbnailUrl && (
            <img
              src={thumbnailUrl}
              alt={t("thumbnail.thumbnail")}
              className="max-h-64 w-full rounded border object-contain"
            />
          )}
          <figcaption className="text-sm text-muted-foreground">{t("thumbnail.thumbnail")}</figcaption>
        </figure>
      </div>
    </section>
  );
}

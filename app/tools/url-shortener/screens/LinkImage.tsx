import { useCallback, useState } from "react";
import { Icon } from "#app/ui/Icon.tsx";
import { imageCandidates } from "../logic/image-fallback.ts";

/** A link's picture: preview image, else site icon, else the logo; a broken image falls to the next. */
export function LinkImage({
  link,
  className,
}: {
  link: { ogImage: string | null; favicon: string | null };
  className?: string;
}) {
  const candidates = imageCandidates(link);
  const [failed, setFailed] = useState(0);
  const next = useCallback(() => setFailed((count) => count + 1), []);
  // An image the browser refused before hydration (our own CSP blocks an http: image on an https page)
  // fired its error before React listened: read it from the element once it is mounted.
  const brokenAlready = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0) next();
    },
    [next],
  );
  const src = candidates[failed];
  if (!src) {
    return (
      <div className={`flex items-center justify-center bg-secondary text-primary ${className ?? ""}`}>
        <Icon name="shield-check" className="size-10" />
      </div>
    );
  }
  const isIcon = src === link.favicon;
  return (
    <div className={`flex items-center justify-center overflow-hidden bg-muted ${className ?? ""}`}>
      <img
        key={src}
        ref={brokenAlready}
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={next}
        className={isIcon ? "size-12 object-contain" : "h-full w-full object-cover"}
      />
    </div>
  );
}

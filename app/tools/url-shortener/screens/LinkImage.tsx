import { useState } from "react";
import { Icon } from "../../../ui/icon.tsx";
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
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed((count) => count + 1)}
        className={isIcon ? "size-12 object-contain" : "h-full w-full object-cover"}
      />
    </div>
  );
}

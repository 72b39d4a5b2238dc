import { cn } from "./cn.ts";
import type { IconName } from "./icon-names.ts";
// A hashed file under /assets/, cached for a year; never inlined (see vite.config.ts), as <use> needs a URL.
import sprite from "./icons.svg?url";

/** The sprite's address, for a preload link. */
export const ICON_SPRITE_URL = sprite;

/** A lucide icon from the site's sprite. Decorative unless it has a `label`. */
export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  return (
    <svg
      className={cn("size-4 shrink-0", className)}
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

import { Dialog } from "radix-ui";
import type { KeyboardEventHandler, ReactNode, RefObject } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { Button } from "./Button.tsx";
import { cn } from "./cn.ts";
import { Icon } from "./Icon.tsx";

/**
 * A modal dialog's frame: overlay, title, an optional description, a close button named in the page's
 * language (common:actions.close). Radix keeps the focus inside and closes it on Escape. Dialogs here
 * mount lazily, outside a Radix trigger, so `returnFocusTo` names the button that opened it, which gets
 * the focus back; without it, the focus goes where Radix puts it.
 */
export function DialogShell({
  open = true,
  onOpenChange,
  title,
  description,
  describedBy,
  returnFocusTo,
  wide = false,
  onKeyDown,
  children,
}: {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Said under the title and read with it; a dialog whose description changes passes `describedBy`. */
  description?: ReactNode;
  /** The id of the element in `children` that describes the dialog, when `description` is not given. */
  describedBy?: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * Most of the screen (a picture); otherwise a narrow box in the middle. A wide dialog's first child is
   * the picture's row: it takes the height the title and the rest leave, never less than a phone's half
   * screen (the dialog then scrolls rather than squeezing the picture to nothing).
   */
  wide?: boolean;
  onKeyDown?: KeyboardEventHandler;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo) return;
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // Radix warns about a dialog without a description unless aria-describedby is set, if to nothing.
          {...(description ? {} : { "aria-describedby": describedBy })}
          className={cn(
            "fixed z-50 overflow-y-auto rounded-lg border bg-card text-card-foreground shadow-xl",
            wide
              ? "inset-2 mx-auto grid max-w-5xl grid-rows-[auto_minmax(min(20rem,50dvh),1fr)_auto] gap-3 p-4 sm:inset-6 sm:p-6"
              : "left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-6",
          )}
        >
          <div className="grid gap-1 pr-10">
            <Dialog.Title className="[overflow-wrap:anywhere] text-xl font-semibold tabular-nums">
              {title}
            </Dialog.Title>
            {description && (
              <Dialog.Description className="text-muted-foreground">{description}</Dialog.Description>
            )}
          </div>
          {children}
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="absolute right-3 top-3"
              aria-label={t("actions.close")}
            >
              <Icon name="x" />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { Button } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";

/** Accounts are not built yet: the dialog says so in two texts (common:auth). Loaded on first open. */
export default function SignInDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: it mounts lazily, outside a Radix trigger, so focus is returned by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-card p-6 text-card-foreground shadow-xl"
        >
          <Dialog.Title className="text-xl font-semibold">{t("signIn.title")}</Dialog.Title>
          <Dialog.Description className="mt-3 text-muted-foreground">
            {t("signIn.description")}
          </Dialog.Description>
          <p className="mt-3 text-muted-foreground">{t("signIn.details")}</p>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button>{t("signIn.close")}</Button>
            </Dialog.Close>
          </div>
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

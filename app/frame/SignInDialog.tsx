import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { Button } from "../ui/Button.tsx";
import { DialogShell } from "../ui/DialogShell.tsx";

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
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t("signIn.title")}
      description={t("signIn.description")}
      returnFocusTo={returnFocusTo}
    >
      <p className="mt-3 text-muted-foreground">{t("signIn.details")}</p>
      <div className="mt-6 flex justify-end">
        <Dialog.Close asChild>
          <Button>{t("signIn.close")}</Button>
        </Dialog.Close>
      </div>
    </DialogShell>
  );
}

import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { Button } from "../ui/Button.tsx";
import { Icon } from "../ui/Icon.tsx";

const SignInDialog = lazy(() => import("./SignInDialog.tsx"));

export function SignInButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <Icon name="log-in" />
        <span className="sr-only sm:not-sr-only">{t("signIn.button")}</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SignInDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button, type ButtonSize, type ButtonVariant } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { Evidence } from "../state/evidence.ts";

// The dialog, its texts, the storage and the hashing load on the first click, not with the page.
const AddToCaseDialog = lazy(() => import("./AddToCaseDialog.tsx"));

/**
 * "Add to case" for a tool's result: opens a dialog that lists the cases kept in this browser (or
 * creates one) and adds the evidence with its files. `evidence` may be a function, called on click.
 * `label` names what it adds where a page has more than one ("Add the point to a case").
 */
export function AddToCaseButton({
  evidence,
  label,
  variant = "outline",
  size,
  className,
}: {
  evidence: Evidence | (() => Evidence | Promise<Evidence>);
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [taken, setTaken] = useState<Evidence | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onClick={async () => {
          setTaken(typeof evidence === "function" ? await evidence() : evidence);
          setOpen(true);
        }}
      >
        <Icon name="book-open-check" />
        {label ?? t("actions.addToCase")}
      </Button>
      {taken && (
        <Suspense fallback={null}>
          <AddToCaseDialog evidence={taken} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}

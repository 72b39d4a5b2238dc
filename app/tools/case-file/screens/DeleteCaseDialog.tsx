import { AlertDialog } from "radix-ui";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { toast } from "#app/ui/Toaster.tsx";
import { deleteCase } from "../state/cases.ts";
import type { ListedCase } from "../state/read-only.ts";

/**
 * Asks before deleting a case (an alert dialog: focus stays inside, Escape keeps the case). Loaded when
 * the person asks to delete, with the dialog library and the storage.
 */
export default function DeleteCaseDialog({
  summary,
  onClose,
}: {
  summary: Pick<ListedCase, "id" | "name">;
  onClose: () => void;
}) {
  const { t } = useTranslation("case_file");
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-card p-6 text-card-foreground shadow-xl">
          <AlertDialog.Title className="[overflow-wrap:anywhere] text-xl font-semibold">
            {t("delete.title", { name: summary.name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-muted-foreground">
            {t("delete.description")}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("delete.cancel")}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="destructive"
                onClick={async () => {
                  await deleteCase(summary.id);
                  toast.success(t("delete.done", { name: summary.name }));
                }}
              >
                {t("delete.confirm")}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

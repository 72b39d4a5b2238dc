import { toast } from "sonner";
import type { ToastMessage } from "../state/actions.ts";

const BY_TONE = { success: toast.success, info: toast.info, error: toast.error } as const;

/** Shows an action's outcome with sonner (mounted by the text tools page only). */
export function showToast({ tone, title, description, action, id }: ToastMessage): void {
  BY_TONE[tone](title, {
    description,
    id,
    action: action && {
      label: action.label,
      onClick: (event) => {
        // Sonner closes a toast after its action unless told not to: Undo replaces it with its own.
        event.preventDefault();
        action.onClick();
      },
    },
  });
}

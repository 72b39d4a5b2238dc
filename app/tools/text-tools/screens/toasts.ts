import { toast } from "#app/ui/Toaster.tsx";
import type { ToastMessage } from "../state/actions.ts";

/** Shows an action's outcome in the page's toasts. */
export function showToast({ tone, title, description, action, id }: ToastMessage): void {
  toast[tone](title, {
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

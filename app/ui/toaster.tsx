import { Toaster as Sonner } from "sonner";
import { useTheme } from "../frame/use-theme.ts";

export { toast } from "sonner";

/** The site's toasts as DESIGN.md sets them: at most three, four seconds, bottom-right. Mounted per page. */
export function Toaster() {
  const [theme] = useTheme();
  return (
    <Sonner position="bottom-right" visibleToasts={3} duration={4000} theme={theme} richColors closeButton />
  );
}

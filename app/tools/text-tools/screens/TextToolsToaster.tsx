import { Toaster } from "sonner";
import { useTheme } from "../../../frame/use-theme.ts";
import { useTranslation } from "../../../i18n/react.tsx";

/** The page's toasts, as DESIGN.md sets them: at most 3 visible, 4 seconds, bottom right. */
export function TextToolsToaster() {
  const { t } = useTranslation("text_tools");
  const [theme] = useTheme();
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      theme={theme}
      richColors
      closeButton
      containerAriaLabel={t("toasts.region")}
      toastOptions={{ closeButtonAriaLabel: t("common:actions.close") }}
    />
  );
}

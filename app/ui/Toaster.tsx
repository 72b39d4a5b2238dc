import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import type { ExternalToast, ToasterProps } from "sonner";
import { useTranslation } from "../i18n/react.tsx";
import { useMediaQuery } from "../lib/theme/use-media-query.ts";
import { useTheme } from "../lib/theme/use-theme.ts";

// Sonner (9 KB gzip) is fetched after the page has come alive rather than with it: no toast can be
// asked for before someone acts, and by then it is here.
let loading: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => {
  loading ??= import("sonner");
  return loading;
};
const Sonner: ComponentType<ToasterProps> = lazy(() =>
  loadSonner().then(({ Toaster }) => ({ default: Toaster })),
);

type Tone = "success" | "info" | "error";
const show =
  (tone: Tone) =>
  (title: string, options?: ExternalToast): void => {
    void loadSonner().then(({ toast: sonner }) => sonner[tone](title, options));
  };

/** Shows a toast in the page's `Toaster`; a title, and a description, an id or an action if given. */
export const toast = { success: show("success"), info: show("info"), error: show("error") };

/**
 * The site's toasts: at most three, four seconds each (long enough to read a short sentence, short enough
 * not to pile up), bottom-right, their region and close buttons named in the page's language. On a phone
 * they span the screen, so they come down from under the sticky header instead of covering the actions
 * at the bottom of the screen that the toast is about. Mounted per page that toasts.
 */
export function Toaster() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  const [alive, setAlive] = useState(false);
  // Sonner's own breakpoint for full-width toasts.
  const phone = useMediaQuery("(max-width: 600px)");
  useEffect(() => setAlive(true), []);
  if (!alive) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position={phone ? "top-center" : "bottom-right"}
        // Below the 4rem sticky header.
        mobileOffset={{ top: 72 }}
        visibleToasts={3}
        duration={4000}
        theme={theme}
        richColors
        closeButton
        containerAriaLabel={t("common:toasts.region")}
        toastOptions={{ closeButtonAriaLabel: t("common:actions.close") }}
      />
    </Suspense>
  );
}

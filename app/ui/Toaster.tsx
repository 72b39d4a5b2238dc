import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ExternalToast, ToasterProps } from "sonner";
import { useTranslation } from "../i18n/react.tsx";
import { useMediaQuery } from "../lib/theme/use-media-query.ts";
import { useTheme } from "../lib/theme/use-theme.ts";

// Sonner (9 KB gzip) is fetched with the first toast asked for, not with the page (issue 44).
let loading: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => {
  loading ??= import("sonner");
  return loading;
};
const Sonner: ComponentType<ToasterProps> = lazy(() =>
  loadSonner().then(({ Toaster }) => ({ default: Toaster })),
);

// Whether a toast was asked for: from then on the page's Toaster mounts Sonner's.
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const want = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

// Sonner's Toaster only shows the toasts published after its effect has subscribed to them: a toast is
// handed to Sonner once the Toaster mounted, which `ready` says (renewed when it unmounts).
let markReady = () => {};
let ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
function SonnerMounted() {
  useEffect(() => {
    markReady();
    return () => {
      ready = new Promise<void>((resolve) => {
        markReady = resolve;
      });
    };
  }, []);
  return null;
}

type Tone = "success" | "info" | "error";
const show =
  (tone: Tone) =>
  (title: string, options?: ExternalToast): void => {
    want();
    void Promise.all([loadSonner(), ready]).then(([{ toast: sonner }]) => sonner[tone](title, options));
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
  // Nothing in the server's page: no toast is asked for before someone acts.
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  // Sonner's own breakpoint for full-width toasts.
  const phone = useMediaQuery("(max-width: 600px)");
  if (!shown) return null;
  return (
    // While Sonner loads after the first toast, a hidden mark says a toast is on its way (tests wait for it).
    <Suspense fallback={<span data-toasts-loading hidden />}>
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
      {/* After Sonner in the same boundary: its effect runs once Sonner's has. */}
      <SonnerMounted />
    </Suspense>
  );
}

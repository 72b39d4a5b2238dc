import { useTranslation } from "../i18n/react.tsx";
import { useSession } from "./session.tsx";

/** The extra frame element that only a signed-in visitor sees. */
export function SessionBar() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session) return null;
  return (
    <section aria-label={t("session.label")} className="border-t bg-secondary px-4 py-2 text-center text-sm">
      {t("session.signedIn", { name: session.user.email ?? session.user.id })}
    </section>
  );
}

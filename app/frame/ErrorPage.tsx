import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import { useLocalizedPath } from "../i18n/use-localized-path.ts";
import { buttonClasses } from "../ui/Button.tsx";

/** What a visitor sees when something failed on our side: no stack traces, a way back. */
export function ErrorPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-xl py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t("error.title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("error.description")}</p>
      <Link to={to("/")} className={buttonClasses("default", "lg", "mt-8")}>
        {t("notFound.home")}
      </Link>
    </div>
  );
}

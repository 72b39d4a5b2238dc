import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import { useLocalizedPath } from "../i18n/use-localized-path.ts";
import { buttonClasses } from "../ui/Button.tsx";
import { Icon } from "../ui/Icon.tsx";

export function NotFound() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-20 text-center">
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("notFound.title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("notFound.description")}</p>
      <Link to={to("/")} className={buttonClasses("default", "lg", "mt-8")}>
        <Icon name="house" />
        {t("notFound.home")}
      </Link>
    </div>
  );
}

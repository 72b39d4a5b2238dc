import { useTranslation } from "../i18n/react.tsx";
import { Card } from "./card.tsx";
import { Icon } from "./icon.tsx";

/** A page's placeholder: what it will hold, until the work that fills it lands. */
export function Upcoming({ children }: { children: string }) {
  const { t } = useTranslation();
  return (
    <Card className="flex items-start gap-4 p-6">
      <Icon name="hammer" className="mt-0.5 size-6 shrink-0 text-primary" />
      <div>
        <p className="font-semibold">{t("upcoming.title")}</p>
        <p className="mt-1 text-muted-foreground">{children}</p>
      </div>
    </Card>
  );
}

import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";

/**
 * "Computing…" while a view is worked on; an empty status line otherwise, so nothing moves. Apart from
 * ViewStatus, so the section's first load carries only this.
 */
export function BusyStatus({ busy }: { busy: boolean }) {
  const { t } = useTranslation("image_inspector");
  return (
    <p role="status" className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
      {busy && (
        <>
          <Icon name="loader-circle" className="animate-spin" />
          {t("forensics.computing")}
        </>
      )}
    </p>
  );
}

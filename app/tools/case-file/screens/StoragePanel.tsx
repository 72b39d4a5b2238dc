import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { signingIdentity } from "../state/keys.ts";
import { askPersistence, type StorageUse, storageUse } from "../state/storage.ts";

/** How much the browser stores for the site, whether it keeps it, and this person's key fingerprint. */
export function StoragePanel() {
  const { t, i18n } = useTranslation("case_file");
  const [use, setUse] = useState<StorageUse | null>(null);
  const [print, setPrint] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      await askPersistence();
      const found = await storageUse();
      if (live) setUse(found);
    })();
    signingIdentity()
      .then((identity) => live && setPrint(identity.fingerprint))
      .catch(() => {});
    const timer = setInterval(() => void storageUse().then((found) => live && setUse(found)), 5000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  return (
    <section
      aria-labelledby="storage-heading"
      className="mt-8 grid gap-4 rounded-lg border p-5 text-sm sm:grid-cols-2"
    >
      <div>
        <h2 id="storage-heading" className="mb-1 font-semibold">
          {t("storage.heading")}
        </h2>
        {use && (
          <>
            <p data-testid="storage-usage">
              {t("storage.usage", {
                stored: formatBytes(use.usage, i18n.language),
                quota: formatBytes(use.quota, i18n.language),
              })}
            </p>
            <p className="mt-1 flex items-start gap-1.5 text-muted-foreground">
              <Icon
                name={use.persisted ? "shield-check" : "triangle-alert"}
                className="mt-0.5 size-4 shrink-0"
              />
              {use.persisted ? t("storage.persisted") : t("storage.notPersisted")}
            </p>
          </>
        )}
      </div>
      <div>
        <h2 className="mb-1 font-semibold">{t("key.label")}</h2>
        <p>
          <code data-testid="fingerprint" className="rounded bg-muted px-1.5 py-0.5 font-mono">
            {print ?? "…"}
          </code>
        </p>
        <p className="mt-1 text-muted-foreground">{t("key.hint")}</p>
      </div>
    </section>
  );
}

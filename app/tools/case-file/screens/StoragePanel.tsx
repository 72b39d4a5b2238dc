import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { storedFingerprint } from "../state/read-only.ts";
import { askPersistence, type StorageUse, storageUse } from "../state/storage.ts";

/** The key's fingerprint, its key made first if there is none yet (which loads the storage, Dexie). */
const madeFingerprint = () =>
  import("../state/keys.ts").then(async ({ signingIdentity }) => (await signingIdentity()).fingerprint);

/**
 * How much the browser stores for the site, whether it keeps it, and this person's key fingerprint.
 * `makeKey`: with a case open, the key is made if there is none; the list only reads it, without Dexie.
 */
export function StoragePanel({ makeKey }: { makeKey: boolean }) {
  const { t, i18n } = useTranslation("case_file");
  const [use, setUse] = useState<StorageUse | null>(null);
  // Undefined while read; null when the list finds no key made yet.
  const [print, setPrint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void (async () => {
      await askPersistence();
      const found = await storageUse();
      if (live) setUse(found);
    })();
    (makeKey ? madeFingerprint() : storedFingerprint())
      .then((found) => live && setPrint(found))
      .catch(() => {});
    const timer = setInterval(() => void storageUse().then((found) => live && setUse(found)), 5000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [makeKey]);

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
        {print === null ? (
          <p>{t("key.notYet")}</p>
        ) : (
          <p>
            <code data-testid="fingerprint" className="rounded bg-muted px-1.5 py-0.5 font-mono">
              {print ?? "…"}
            </code>
          </p>
        )}
        <p className="mt-1 text-muted-foreground">{t("key.hint")}</p>
      </div>
    </section>
  );
}

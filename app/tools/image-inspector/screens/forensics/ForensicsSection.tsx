// The report's "Forensics" section. Only this button is part of the page's first load: the views, their
// worker and libjpeg-turbo's WebAssembly load a moment after the report shows, and the worker decodes
// the picture, while the report is read, so opening them waits for none of it (issue 44).
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { useFocusOnArrival } from "#app/ui/use-focus-on-arrival.ts";
import { BusyStatus } from "./BusyStatus.tsx";

type Lab = ComponentType<{ file: Blob; fileName: string }>;
/** The views once loaded: rendered as they are, since React holds a lazy one's first showing 300 ms. */
let loaded: typeof import("./ForensicsLab.tsx") | undefined;
const loadLab = () =>
  import("./ForensicsLab.tsx").then((module) => {
    loaded = module;
    return module;
  });
const LazyLab = lazy(loadLab);
/** After the report's own work (its hash, its thumbnail), not in competition with it. */
const PREPARE_AFTER_MS = 1000;

export function ForensicsSection({ file, fileName }: { file: Blob; fileName: string }) {
  const { t } = useTranslation("image_inspector");
  // Chosen once, when opened: a component that changed later would start the views again.
  const [ForensicsLab, setLab] = useState<Lab>();
  const open = ForensicsLab !== undefined;
  // The button that opened the views is gone: the focus goes to the section's heading, above them.
  const heading = useFocusOnArrival<HTMLHeadingElement>(open || undefined);
  useEffect(() => {
    // A failure here is said by the views when they are opened, as it would have been without this.
    const timer = setTimeout(
      () =>
        void loadLab().then(({ prepareForensics, openPicture }) => {
          prepareForensics().catch(() => undefined);
          openPicture(file).catch(() => undefined);
        }),
      PREPARE_AFTER_MS,
    );
    return () => {
      clearTimeout(timer);
      loaded?.releasePicture();
    };
  }, [file]);
  return (
    <section aria-labelledby="forensics-heading" className="mt-8" data-testid="forensics">
      <h2 id="forensics-heading" ref={heading} tabIndex={-1} className="mb-2 text-xl font-semibold">
        {t("forensics.heading")}
      </h2>
      <p className="mb-4 max-w-prose text-muted-foreground">{t("forensics.intro")}</p>
      <Card className="p-4 sm:p-5">
        {ForensicsLab ? (
          <Suspense fallback={<BusyStatus busy />}>
            <ForensicsLab file={file} fileName={fileName} />
          </Suspense>
        ) : (
          <Button onClick={() => setLab(() => loaded?.default ?? LazyLab)}>
            <Icon name="scan-search" />
            {t("forensics.open")}
          </Button>
        )}
      </Card>
    </section>
  );
}

// The report's "Forensics" section. Only this button is part of the page's first load: the views, their
// worker and libjpeg-turbo's WebAssembly load when a person asks for them.
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { useFocusOnArrival } from "#app/ui/use-focus-on-arrival.ts";
import { ViewStatus } from "./ViewStatus.tsx";

const ForensicsLab = lazy(() => import("./ForensicsLab.tsx"));

export function ForensicsSection({ file, fileName }: { file: Blob; fileName: string }) {
  const { t } = useTranslation("image_inspector");
  const [open, setOpen] = useState(false);
  // The button that opened the views is gone: the focus goes to the section's heading, above them.
  const heading = useFocusOnArrival<HTMLHeadingElement>(open || undefined);
  return (
    <section aria-labelledby="forensics-heading" className="mt-8" data-testid="forensics">
      <h2 id="forensics-heading" ref={heading} tabIndex={-1} className="mb-2 text-xl font-semibold">
        {t("forensics.heading")}
      </h2>
      <p className="mb-4 max-w-prose text-muted-foreground">{t("forensics.intro")}</p>
      <Card className="p-4 sm:p-5">
        {open ? (
          <Suspense fallback={<ViewStatus state={{ status: "busy" }} />}>
            <ForensicsLab file={file} fileName={fileName} />
          </Suspense>
        ) : (
          <Button onClick={() => setOpen(true)}>
            <Icon name="scan-search" />
            {t("forensics.open")}
          </Button>
        )}
      </Card>
    </section>
  );
}

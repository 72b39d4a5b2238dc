// The forensic views, loaded while the report is read: the tabs show at once, the picture is handed to
// the worker once, then each tab computes its view the first time it is shown (once the picture is
// decoded).
import { Tabs } from "radix-ui";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { openPicture, prepareForensics, releasePicture } from "../../state/forensics/forensics-client.ts";
import type { Opened } from "../../state/forensics/forensics-protocol.ts";
import { CloneView } from "./CloneView.tsx";
import { ElaView } from "./ElaView.tsx";
import { GradientView, LevelsView, NoiseView } from "./FilterViews.tsx";
import { MagnifierView } from "./MagnifierView.tsx";
import { ViewStatus } from "./ViewStatus.tsx";

const VIEWS = ["magnifier", "ela", "noise", "levels", "gradient", "clones"] as const;

/** Loaded with the section, for the section's "prepare ahead" (ForensicsSection.tsx). */
export { openPicture, prepareForensics, releasePicture };

export default function ForensicsLab({ file, fileName }: { file: Blob; fileName: string }) {
  const { t } = useTranslation("image_inspector");
  const [opened, setOpened] = useState<{ file: Blob; picture: Opened } | { file: Blob; error: string }>();
  useEffect(() => {
    let live = true;
    // Opened before the section prepared them: libjpeg-turbo compiles while the picture is decoded.
    // The section lets the decoded picture go when its file does.
    prepareForensics().catch(() => undefined);
    openPicture(file).then(
      (picture) => live && setOpened({ file, picture }),
      (error: Error) => live && setOpened({ file, error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [file]);
  const current = opened?.file === file ? opened : undefined;
  if (current && "error" in current) return <ViewStatus state={{ status: "error", error: current.error }} />;
  const picture = current?.picture;
  const panels: Record<(typeof VIEWS)[number], (picture: Opened) => ReactNode> = {
    magnifier: ({ bitmap }) => <MagnifierView file={file} fileName={fileName} bitmap={bitmap} />,
    ela: ({ bitmap }) => <ElaView original={bitmap} fileName={fileName} />,
    noise: () => <NoiseView fileName={fileName} />,
    levels: () => <LevelsView fileName={fileName} />,
    gradient: () => <GradientView fileName={fileName} />,
    clones: ({ width }) => <CloneView fileName={fileName} width={width} />,
  };
  return (
    <Tabs.Root defaultValue="magnifier" className="grid gap-5">
      <Tabs.List
        aria-label={t("forensics.tabs")}
        className="flex flex-wrap gap-1 rounded-md bg-muted p-1"
        data-testid="forensic-tabs"
      >
        {VIEWS.map((view) => (
          <Tabs.Trigger
            key={view}
            value={view}
            className="rounded px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {t(`forensics.${view}.title`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {VIEWS.map((view) => (
        <Tabs.Content key={view} value={view}>
          {picture ? panels[view](picture) : <ViewStatus state={{ status: "busy" }} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

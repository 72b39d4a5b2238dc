// The forensic views, loaded when the section is opened: the picture is handed to the worker once,
// then each tab computes its view the first time it is shown.
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { runForensicJob } from "../../state/forensics/forensics-client.ts";
import type { Opened } from "../../state/forensics/forensics-protocol.ts";
import { CloneView } from "./CloneView.tsx";
import { ElaView } from "./ElaView.tsx";
import { GradientView, LevelsView, NoiseView } from "./FilterViews.tsx";
import { MagnifierView } from "./MagnifierView.tsx";
import { ViewStatus } from "./ViewStatus.tsx";

const VIEWS = ["magnifier", "ela", "noise", "levels", "gradient", "clones"] as const;

export default function ForensicsLab({ file, fileName }: { file: Blob; fileName: string }) {
  const { t } = useTranslation("image_inspector");
  const [opened, setOpened] = useState<{ file: Blob; size: Opened } | { file: Blob; error: string }>();
  useEffect(() => {
    let live = true;
    runForensicJob({ kind: "open", file }).then(
      (size) => live && setOpened({ file, size }),
      (error: Error) => live && setOpened({ file, error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [file]);
  if (!opened || opened.file !== file) return <ViewStatus state={{ status: "busy" }} />;
  if ("error" in opened) return <ViewStatus state={{ status: "error", error: opened.error }} />;
  const { width, height } = opened.size;
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
      <Tabs.Content value="magnifier">
        <MagnifierView file={file} fileName={fileName} width={width} height={height} />
      </Tabs.Content>
      <Tabs.Content value="ela">
        <ElaView file={file} fileName={fileName} />
      </Tabs.Content>
      <Tabs.Content value="noise">
        <NoiseView fileName={fileName} />
      </Tabs.Content>
      <Tabs.Content value="levels">
        <LevelsView fileName={fileName} />
      </Tabs.Content>
      <Tabs.Content value="gradient">
        <GradientView fileName={fileName} />
      </Tabs.Content>
      <Tabs.Content value="clones">
        <CloneView fileName={fileName} width={width} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

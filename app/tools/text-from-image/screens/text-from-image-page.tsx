import { useId, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { FilePicker } from "#app/ui/FilePicker.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { PrivacyNote } from "#app/ui/PrivacyNote.tsx";
import { useFocusOnArrival } from "#app/ui/use-focus-on-arrival.ts";
import { clampCrop } from "../logic/framing.ts";
import type { Box } from "../logic/lines.ts";
import type { Route } from "./+types/text-from-image-page";
import { FoundActions } from "./FoundActions.tsx";
import { FramingControls } from "./FramingControls.tsx";
import { ImageWithBoxes } from "./ImageWithBoxes.tsx";
import { LinesList } from "./LinesList.tsx";
import { ReadingOptions } from "./ReadingOptions.tsx";
import { StatusLine } from "./StatusLine.tsx";
import { TextActions } from "./TextActions.tsx";
import { MAX_BYTES, useTextFromImage } from "./use-text-from-image.ts";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "text_from_image:meta") };
}

export const meta = metaFromLoader;

/** /tools/text-from-image: an image read in the browser by Tesseract; nothing is uploaded. */
export default function TextFromImagePage() {
  const { t, i18n } = useTranslation("text_from_image");
  const ocr = useTextFromImage(i18n.language);
  const [active, setActive] = useState<number>();
  const [pinned, setPinned] = useState<number>();
  const textId = useId();
  const done = ocr.status.state === "done" ? ocr.status : undefined;
  const heading = useFocusOnArrival<HTMLHeadingElement>(done);
  const limit = { limit: formatBytes(MAX_BYTES, i18n.language) };
  const imageRef = useRef<HTMLDivElement>(null);
  // The part being chosen, for the image shown at `src` (a new image or a turn starts from the whole).
  const [selected, setSelected] = useState<{ src: string; part: Box }>();
  const [selecting, setSelecting] = useState(false);
  const chosen = ocr.chosen;
  const whole = chosen && { x: 0, y: 0, width: chosen.width, height: chosen.height };
  const selection =
    (selected?.src === chosen?.src ? selected?.part : undefined) ?? chosen?.framing.crop ?? whole;
  const select = (part: Box) => chosen && setSelected({ src: chosen.src, part });
  const showLine = (index: number) => {
    setPinned(index);
    // Centred: the sticky top bar would hide a box at the top edge.
    imageRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card className="grid gap-5 p-5 sm:p-6">
        <FilePicker
          accept="image/*"
          maxBytes={MAX_BYTES}
          onFile={(file) => ocr.choose(file, file.name)}
          busy={ocr.status.state === "reading"}
          error={ocr.inputError && t(`errors.${ocr.inputError}`, limit)}
          icon="image-up"
          buttonIcon="image"
          texts={{
            choose: t("input.choose"),
            drop: t("input.drop"),
            tooLarge: t("errors.too_large", limit),
            wrongType: t("errors.not_image"),
          }}
        />
        <ReadingOptions
          language={ocr.choice}
          onLanguage={ocr.setChoice}
          enhance={ocr.enhance}
          onEnhance={ocr.setEnhance}
        />
        <PrivacyNote>{t("privacy")}</PrivacyNote>
        {ocr.handOff === "gone" && <p role="alert">{t("handOffGone")}</p>}
        <StatusLine status={ocr.status} lineCount={ocr.lines.length} />
        {ocr.chosen && (ocr.status.state === "done" || ocr.status.state === "failed") && (
          <div>
            <Button variant="outline" onClick={ocr.readAgain}>
              <Icon name="scan-search" />
              {t("readAgain")}
            </Button>
          </div>
        )}
      </Card>

      {chosen && selection && (
        <section aria-labelledby="result-heading" className="mt-8 grid gap-6 lg:grid-cols-2">
          <h2 id="result-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold lg:col-span-2">
            {t("result.heading")}
          </h2>
          <div ref={imageRef} className="grid content-start gap-3">
            <ImageWithBoxes
              image={chosen}
              lines={ocr.lines}
              active={active ?? pinned}
              part={selecting || selection !== whole ? selection : undefined}
              selecting={selecting}
              onSelect={(part) => {
                const inside = clampCrop(part, chosen.width, chosen.height);
                if (inside) select(inside);
              }}
            />
            <p className="text-xs text-muted-foreground">{t("result.boxesNote")}</p>
            <FramingControls
              image={chosen}
              busy={ocr.status.state === "reading"}
              selection={selection}
              onSelection={select}
              selecting={selecting}
              onSelecting={setSelecting}
              onTurn={(by) => {
                setPinned(undefined);
                ocr.turn(by);
              }}
              onOrient={() => {
                setPinned(undefined);
                ocr.orient();
              }}
              onCrop={(part) => {
                setPinned(undefined);
                setSelected(undefined);
                ocr.crop(part);
              }}
            />
          </div>
          <div className="grid content-start gap-5">
            {ocr.lines.length > 0 && (
              <div className="grid gap-2">
                <h3 className="font-semibold">{t("result.linesHeading")}</h3>
                <p className="text-sm text-muted-foreground">{t("result.linesNote")}</p>
                <LinesList lines={ocr.lines} onActive={setActive} pinned={pinned} onPin={setPinned} />
              </div>
            )}
            {done && (
              <>
                <div className="grid gap-1.5">
                  <label htmlFor={textId} className="font-semibold">
                    {t("result.textLabel")}
                  </label>
                  <p id={`${textId}-hint`} className="text-sm text-muted-foreground">
                    {t(
                      ocr.choice === "vie" || (ocr.choice === "all" && i18n.language === "vi")
                        ? "result.textHintVi"
                        : "result.textHint",
                    )}
                  </p>
                  <textarea
                    id={textId}
                    value={ocr.text}
                    onChange={(event) => ocr.setText(event.target.value)}
                    aria-describedby={`${textId}-hint`}
                    rows={Math.min(16, Math.max(5, ocr.lines.length + 1))}
                    lang={ocr.choice === "all" ? undefined : { eng: "en", fra: "fr", vie: "vi" }[ocr.choice]}
                    className={`${fieldBox()} h-auto py-3`}
                  />
                </div>
                <TextActions text={ocr.text} />
                {ocr.evidence && <AddToCaseButton className="w-fit" evidence={ocr.evidence} />}
                <FoundActions text={ocr.text} lines={ocr.lines} onShowLine={showLine} />
                <p className="text-sm text-muted-foreground">{t("result.caveat")}</p>
              </>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

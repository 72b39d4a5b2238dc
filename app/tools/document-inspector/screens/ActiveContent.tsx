import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { useSendTo } from "#app/lib/hand-off/use-send-to.ts";
import { Button } from "#app/ui/Button.tsx";
import { downloadBlob } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import type { PdfFacts } from "../logic/pdf/pdf-facts.ts";
import { attachmentBytes } from "../state/document-client.ts";
import { LinkTarget } from "./LinkTarget.tsx";
import { Section } from "./Section.tsx";

const number = (lang: string, value: number) => new Intl.NumberFormat(lang).format(value);

/** pdf.js's names of form field types, and annotation subtypes, that the page names in words. */
const FIELD_TYPES = new Set([
  "text",
  "checkbox",
  "radiobutton",
  "combobox",
  "listbox",
  "button",
  "signature",
]);
const ANNOTATION_TYPES = new Set([
  "Text",
  "FreeText",
  "Highlight",
  "Underline",
  "StrikeOut",
  "Squiggly",
  "Square",
  "Circle",
  "Line",
  "Polygon",
  "PolyLine",
  "Ink",
  "Stamp",
  "Caret",
  "FileAttachment",
  "Redact",
  "Sound",
]);

/** An attached file the image inspector reads, by its name (attachments rarely say their type). */
const IMAGE_NAME = [".jpg", ".jpeg", ".png", ".gif", ".webp", ".heic", ".heif", ".tif", ".tiff", ".avif"];
const isImageName = (name: string) => IMAGE_NAME.some((extension) => name.toLowerCase().endsWith(extension));

/** JavaScript (listed, never run), attached files, links with their real targets, form fields, annotations. */
export function ActiveContent({ facts }: { facts: PdfFacts }) {
  const { t, i18n } = useTranslation("document_inspector");
  const sendTo = useSendTo();
  const { scripts, attachments, links, fields, annotations, cut } = facts;
  const more = (list: keyof PdfFacts["cut"]) =>
    cut[list] !== undefined && (
      <p className="mt-2 text-sm text-muted-foreground">{t("active.more", { count: cut[list] })}</p>
    );
  return (
    <Section id="active" icon="file-code" title={t("active.heading")}>
      <h3 className="mb-2 font-semibold">{t("active.scripts", { count: scripts.length })}</h3>
      {scripts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("active.noScripts")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="scripts">
          {scripts.map((script, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the document's order is the identity
            <li key={index} className="rounded-lg border p-3">
              <p className="mb-1 text-sm font-medium">
                {script.page
                  ? t("active.scriptOnPage", {
                      where: script.where,
                      page: number(i18n.language, script.page),
                    })
                  : t("active.scriptWhere", { where: script.where })}
              </p>
              <pre className="max-h-48 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
                {script.code}
              </pre>
            </li>
          ))}
        </ul>
      )}
      {more("scripts")}

      <h3 className="mt-5 mb-2 font-semibold">{t("active.attachments", { count: attachments.length })}</h3>
      {attachments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("active.noAttachments")}</p>
      ) : (
        <ul className="grid gap-2" data-testid="attachments">
          {attachments.map((attachment) => (
            <li
              key={attachment.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm"
            >
              <Icon name="paperclip" />
              <span className="font-medium [overflow-wrap:anywhere]">{attachment.name}</span>
              {attachment.size !== undefined && (
                <span className="text-muted-foreground">{formatBytes(attachment.size, i18n.language)}</span>
              )}
              {attachment.page !== undefined && (
                <span className="text-muted-foreground">
                  {t("active.onPage", { page: number(i18n.language, attachment.page) })}
                </span>
              )}
              {attachment.description && (
                <span className="text-muted-foreground">{attachment.description}</span>
              )}
              {!attachment.page && isImageName(attachment.name) && (
                <Button
                  variant="outline"
                  size="sm"
                  className="ml-auto"
                  aria-label={t("office.content.inspectNamed", { name: attachment.name })}
                  onClick={async () => {
                    const bytes = await attachmentBytes(attachment.id).catch(() => null);
                    if (!bytes) return;
                    const file = new File([bytes as BlobPart], attachment.name);
                    await sendTo("/tools/image-inspector", {
                      kind: "file",
                      file,
                      from: "document-inspector",
                    });
                  }}
                >
                  <Icon name="scan-search" />
                  {t("office.content.inspect")}
                </Button>
              )}
              {!attachment.page && (
                <Button
                  variant="outline"
                  size="sm"
                  className={isImageName(attachment.name) ? undefined : "ml-auto"}
                  aria-label={t("active.downloadNamed", { name: attachment.name })}
                  onClick={async () => {
                    const bytes = await attachmentBytes(attachment.id).catch(() => null);
                    if (bytes) downloadBlob(attachment.name, new Blob([bytes as BlobPart]));
                  }}
                >
                  <Icon name="download" />
                  {t("active.download")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {more("attachments")}

      <h3 className="mt-5 mb-2 font-semibold">{t("active.links", { count: links.length })}</h3>
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("active.noLinks")}</p>
      ) : (
        <ul className="grid gap-1 text-sm" data-testid="links">
          {links.map((link, index) => (
            <LinkTarget
              // biome-ignore lint/suspicious/noArrayIndexKey: the same address may be linked twice
              key={index}
              where={t("active.onPage", { page: number(i18n.language, link.page) })}
              target={link.url}
            />
          ))}
        </ul>
      )}
      {more("links")}

      {fields.length > 0 && (
        <>
          <h3 className="mt-5 mb-2 font-semibold">{t("active.fields", { count: fields.length })}</h3>
          <ul className="grid gap-1 text-sm" data-testid="fields">
            {fields.map((field) => (
              <li key={field.name} className="[overflow-wrap:anywhere]">
                {field.value === undefined
                  ? `${field.name} (${FIELD_TYPES.has(field.type) ? t(`active.fieldTypes.${field.type}`) : field.type || "?"})`
                  : t("export.field", {
                      label: `${field.name} (${FIELD_TYPES.has(field.type) ? t(`active.fieldTypes.${field.type}`) : field.type || "?"})`,
                      value: field.value,
                    })}
              </li>
            ))}
          </ul>
          {more("fields")}
        </>
      )}

      <h3 className="mt-5 mb-2 font-semibold">{t("active.annotations", { count: annotations.length })}</h3>
      {annotations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("active.noAnnotations")}</p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="annotations">
          {annotations.map((annotation, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the document's order is the identity
            <li key={index} className="rounded-lg border p-3">
              <p className="font-medium">
                {t("active.annotation", {
                  type: ANNOTATION_TYPES.has(annotation.subtype)
                    ? t(`active.annotationTypes.${annotation.subtype}`)
                    : annotation.subtype,
                  page: number(i18n.language, annotation.page),
                })}
                {annotation.author && <> · {annotation.author}</>}
              </p>
              {annotation.contents && <p className="mt-1 [overflow-wrap:anywhere]">{annotation.contents}</p>}
            </li>
          ))}
        </ul>
      )}
      {more("annotations")}
    </Section>
  );
}

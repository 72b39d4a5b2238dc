import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { useSendTo } from "#app/lib/hand-off/use-send-to.ts";
import { Button } from "#app/ui/Button.tsx";
import { downloadBlob } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { formatDocDate } from "../logic/doc-dates.ts";
import { relationName } from "../logic/office-rows.ts";
import type { EmbeddedPart, OfficeReport } from "../logic/ooxml/read-office.ts";
import { officePart } from "../state/document-client.ts";
import { LinkTarget } from "./LinkTarget.tsx";
import { Section } from "./Section.tsx";

const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1);
async function partFile(part: EmbeddedPart): Promise<File | null> {
  const read = await officePart(part.path).catch(() => null);
  return read ? new File([read.bytes as BlobPart], baseName(part.path), { type: read.type }) : null;
}

/** Comments with their authors, embedded pictures and objects, links to other files and sites. */
export function OfficeContent({ office }: { office: OfficeReport }) {
  const { t, i18n } = useTranslation("document_inspector");
  const lang = i18n.language as Language;
  const sendTo = useSendTo();
  const { comments, media, externalLinks } = office;
  return (
    <Section id="content" icon="message-square" title={t("office.content.heading")}>
      <h3 className="mb-2 font-semibold">
        {t("office.content.comments", { count: comments.items.length + comments.omitted })}
      </h3>
      {comments.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("office.content.noComments")}</p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="comments">
          {comments.items.map((comment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the document's order
            <li key={index} className="rounded-lg border p-3">
              <p className="font-medium">
                {comment.author ?? t("office.content.noAuthor")}
                {comment.date && <> · {formatDocDate(lang, comment.date, t("whoWhen.noZone"))}</>}
                {comment.reply && <> · {t("office.content.reply")}</>}
              </p>
              {comment.anchor && (
                <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">
                  {t("office.content.on", { anchor: comment.anchor })}
                </p>
              )}
              <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{comment.text}</p>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-5 mb-2 font-semibold">
        {t("office.content.media", { count: media.items.length + media.omitted })}
      </h3>
      {media.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("office.content.noMedia")}</p>
      ) : (
        <ul className="grid gap-2" data-testid="media">
          {media.items.map((part) => (
            <li key={part.path} className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm">
              <Icon name={part.kind === "media" ? "image" : "paperclip"} />
              <span className="font-medium [overflow-wrap:anywhere]">{part.path}</span>
              {part.size !== null && (
                <span className="text-muted-foreground">{formatBytes(part.size, lang)}</span>
              )}
              <span className="ml-auto flex flex-wrap gap-2">
                {part.contentType?.startsWith("image/") && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t("office.content.inspectNamed", { name: baseName(part.path) })}
                    onClick={async () => {
                      const file = await partFile(part);
                      if (file)
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
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t("active.downloadNamed", { name: baseName(part.path) })}
                  onClick={async () => {
                    const file = await partFile(part);
                    if (file) downloadBlob(file.name, file);
                  }}
                >
                  <Icon name="download" />
                  {t("active.download")}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-5 mb-2 font-semibold">
        {t("office.content.links", { count: externalLinks.items.length + externalLinks.omitted })}
      </h3>
      {externalLinks.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("active.noLinks")}</p>
      ) : (
        <ul className="grid gap-1 text-sm" data-testid="external-links">
          {externalLinks.items.map((link, index) => (
            <LinkTarget
              // biome-ignore lint/suspicious/noArrayIndexKey: the same address may be linked twice
              key={index}
              where={t(`office.content.relations.${relationName(link.type)}`)}
              target={link.target}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import type { SignatureReport } from "../logic/pdf/signatures.ts";
import { FactsTable, Section } from "./Section.tsx";

/** Each signature: who its certificate names, when it claims, what it covers, whether the bytes still match. */
export function Signatures({ signatures }: { signatures: readonly SignatureReport[] }) {
  const { t, i18n } = useTranslation("document_inspector");
  const lang = i18n.language as Language;
  const when = (iso: string | null) => (iso ? formatUtc(lang, iso) : "—");
  return (
    <Section id="signatures" icon="signature" title={t("signatures.heading", { count: signatures.length })}>
      <p className="mb-3 text-sm text-muted-foreground">{t("signatures.noTrust")}</p>
      <ol className="grid gap-4" data-testid="signatures">
        {signatures.map((signature, index) => {
          const { coverage, integrity, signer, dictionary } = signature;
          const certificate = signer?.certificate;
          const title =
            certificate?.subject.commonName ??
            dictionary.name ??
            t("signatures.unnamed", { number: index + 1 });
          const rows: [string, string][] = [
            [t("signatures.kind"), t(`signatures.kinds.${signature.kind}`)],
            [t("signatures.signer"), certificate ? certificate.subject.text : (dictionary.name ?? "—")],
            [t("signatures.issuer"), certificate ? certificate.issuer.text : "—"],
            [
              t("signatures.certificate"),
              certificate
                ? [
                    // Its issuer has a row of its own, just above.
                    certificate.selfSigned ? t("signatures.selfSigned") : "",
                    t("signatures.valid", {
                      from: when(certificate.notBefore),
                      to: when(certificate.notAfter),
                    }),
                    `${certificate.keyAlgorithm}${certificate.keySize ? ` ${certificate.keySize}` : ""}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")
                : "—",
            ],
            [t("signatures.claimedTime"), when(signer?.claimedSigningTime ?? dictionary.claimedTime)],
            [
              t("signatures.timestamp"),
              signer?.signatureTimestamp?.genTime
                ? t("signatures.timestampBy", {
                    time: when(signer.signatureTimestamp.genTime),
                    authority: signer.signatureTimestamp.authority ?? "—",
                  })
                : signature.timestamp?.genTime
                  ? t("signatures.timestampBy", {
                      time: when(signature.timestamp.genTime),
                      authority: signature.timestamp.authority ?? "—",
                    })
                  : t("signatures.noTimestamp"),
            ],
            [
              t("signatures.reason"),
              [dictionary.reason, dictionary.location].filter(Boolean).join(" · ") || "—",
            ],
            [
              t("signatures.covers"),
              coverage.coversUpTo === null
                ? t("signatures.coverageUnknown")
                : coverage.bytesAfter
                  ? t("signatures.coversPart", {
                      covered: formatBytes(coverage.coversUpTo, lang),
                      after: formatBytes(coverage.bytesAfter, lang),
                      count: coverage.laterEofMarkers,
                    })
                  : t("signatures.coversAll"),
            ],
            [t("signatures.digest"), t(`signatures.digestStatus.${integrity.digest.status}`)],
            [t("signatures.signatureCheck"), t(`signatures.signatureStatus.${integrity.signature.status}`)],
          ];
          if (signature.problems.length > 0) {
            rows.push([
              t("signatures.problems"),
              signature.problems.map((problem) => t(`signatures.problem.${problem}`)).join(" "),
            ]);
          }
          return (
            <li key={signature.offset} data-signature={index + 1}>
              <h3 className="mb-2 font-semibold">
                {t("signatures.item", { number: index + 1, name: title })}
              </h3>
              <FactsTable caption={title} rows={rows} />
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

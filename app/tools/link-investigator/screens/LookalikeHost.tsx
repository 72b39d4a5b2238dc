import { useTranslation } from "#app/i18n/react.tsx";
import { foreignLetterTexts, hostPieces } from "../logic/lookalike-text.ts";
import type { ForeignLetter } from "../logic/report.ts";

/**
 * A look-alike host with its foreign letters marked (boxed and underlined, not coloured alone), then each
 * of them in words with its script: what the punycode hides, shown letter by letter.
 */
export function LookalikeHost({ host, letters }: { host: string; letters: readonly ForeignLetter[] }) {
  const { t, i18n } = useTranslation("link_investigator");
  return (
    <div className="mt-2 text-sm" data-testid="lookalike-letters">
      <p>{t("report.lookalike.caption")}</p>
      <p className="mt-1 break-all font-mono text-lg" data-testid="lookalike-host">
        {hostPieces(host, letters).map((piece) =>
          piece.foreign ? (
            <mark
              key={piece.at}
              className="mx-px rounded-sm bg-amber-300 px-0.5 font-bold text-black underline decoration-2 underline-offset-4"
            >
              {piece.text}
            </mark>
          ) : (
            <span key={piece.at}>{piece.text}</span>
          ),
        )}
      </p>
      <ul className="mt-1 list-disc ps-5">
        {foreignLetterTexts(t, i18n.language, letters).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

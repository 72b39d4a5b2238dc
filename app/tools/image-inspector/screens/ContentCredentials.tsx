import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { seriousFailures } from "../logic/c2pa.ts";
import { checksText, readFailureText } from "../logic/export.ts";
import { dateFormats } from "../logic/formats.ts";
import type { C2paState } from "./use-inspection.ts";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[14rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The active manifest: who signed, with what, when, what was done, from which ingredients. */
export function ContentCredentials({ state }: { state: C2paState }) {
  const { t, i18n } = useTranslation("image_inspector");
  const dates = dateFormats(i18n.language);
  // C2PA's standard actions and IPTC's source types in words; one this page does not know, as written.
  const actionText = (action: string) =>
    t(`c2paActions.${action.replace(/^c2pa\./, "")}`, { defaultValue: action });
  const sourceTypeText = (url: string) => {
    const code = url.split("/").pop() ?? url;
    return t(`digitalSourceTypes.${code}`, { defaultValue: code });
  };
  return (
    <section aria-labelledby="c2pa-heading" className="mt-8">
      <h2 id="c2pa-heading" className="mb-3 flex items-center gap-2 text-xl font-semibold">
        <Icon name="shield-check" />
        {t("c2pa.heading")}
      </h2>
      <Card className="p-4 sm:p-5" data-testid="content-credentials">
        {state.status === "loading" && (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Icon name="loader-circle" className="animate-spin" />
            {t("c2pa.loading")}
          </p>
        )}
        {(state.status === "failed" || (state.status === "done" && !state.summary)) && (
          <p role="alert">{t("c2pa.failed")}</p>
        )}
        {state.status === "failed" && (
          <p className="mt-1 text-sm" data-testid="c2pa-failure">
            {t("c2pa.failedBecause", { reason: readFailureText(t, i18n.language, state.failure) })}
          </p>
        )}
        {state.status === "done" && state.summary && (
          <dl className="grid gap-3">
            <Row label={t("c2pa.status")}>
              <span className="inline-flex items-center gap-1 font-semibold">
                <Icon
                  name={
                    state.summary.trust === "invalid"
                      ? "triangle-alert"
                      : state.summary.trust === "trusted"
                        ? "circle-check"
                        : "info"
                  }
                />
                {t(`c2pa.${state.summary.trust}`)}
              </span>
              {state.summary.testCertificate && (
                <span className="block text-sm">{t("c2pa.testCertificate")}</span>
              )}
            </Row>
            {state.summary.signer && <Row label={t("c2pa.signer")}>{state.summary.signer}</Row>}
            {state.summary.issuer && <Row label={t("c2pa.issuer")}>{state.summary.issuer}</Row>}
            {state.summary.claimGenerator && (
              <Row label={t("c2pa.generator")}>{state.summary.claimGenerator}</Row>
            )}
            {state.summary.signedAt && (
              <Row label={t("c2pa.signedAt")}>{dates.instant(state.summary.signedAt)}</Row>
            )}
            {state.summary.actions.length > 0 && (
              <Row label={t("c2pa.actions")}>
                <ul className="list-disc pl-5">
                  {state.summary.actions.map((action, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a manifest's actions can repeat exactly
                    <li key={index} className="text-sm">
                      {[
                        actionText(action.action),
                        action.softwareAgent,
                        action.digitalSourceType && sourceTypeText(action.digitalSourceType),
                      ]
                        .filter(Boolean)
                        .join(" · ")}{" "}
                      {/* The code as signed, to cite or look up. */}
                      <code className="text-xs text-muted-foreground">{action.action}</code>
                    </li>
                  ))}
                </ul>
              </Row>
            )}
            <Row label={t("c2pa.ingredients")}>
              {state.summary.ingredients.length === 0 ? (
                t("c2pa.noIngredients")
              ) : (
                <ul className="list-disc pl-5">
                  {state.summary.ingredients.map((ingredient, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: two ingredients can share a title
                    <li key={index}>
                      {[
                        ingredient.title,
                        ingredient.relationship &&
                          t(`c2pa.relationship.${ingredient.relationship}`, {
                            defaultValue: ingredient.relationship,
                          }),
                        ingredient.format,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                      {ingredient.hasManifest &&
                        seriousFailures(ingredient.failures).length === 0 &&
                        ` (${t("c2pa.withCredentials")})`}
                      {seriousFailures(ingredient.failures).length > 0 && (
                        <span className="block text-sm" data-testid="ingredient-failures">
                          {t("c2pa.ingredientFailed", {
                            failures: checksText(t, i18n.language, seriousFailures(ingredient.failures)),
                          })}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Row>
          </dl>
        )}
        <p className="mt-4 text-sm text-muted-foreground">{t("c2pa.trustNote")}</p>
      </Card>
    </section>
  );
}

import type { ReactNode } from "react";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { namedWords, parametersWords, sourceTypeWords } from "../logic/generator/in-words.ts";
import type { GeneratorParameters } from "../logic/generator/parameters.ts";
import type { GeneratorSignals as Signals } from "../logic/generator/signals.ts";
import type { SourceTypeDeclaration } from "../logic/generator/source-types.ts";
import { Folded } from "./Folded.tsx";
import { MeansNotProves } from "./MeansNotProves.tsx";

function Signal({
  title,
  caution,
  means,
  notProves,
  children,
  testId,
}: {
  title: string;
  caution: boolean;
  means: string;
  notProves: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <li data-signal={testId}>
      <Card className={caution ? "border-amber-500/60 p-4" : "p-4"}>
        <h3 className="flex items-start gap-2 font-semibold">
          <Icon
            name={caution ? "triangle-alert" : "info"}
            className={caution ? "mt-0.5 text-amber-600 dark:text-amber-400" : "mt-0.5 text-primary"}
          />
          {title}
        </h3>
        {children}
        <MeansNotProves className="mt-3" means={means} notProves={notProves} />
      </Card>
    </li>
  );
}

function SourceType({ declaration }: { declaration: SourceTypeDeclaration }) {
  const { t } = useTranslation("image_inspector");
  const words = sourceTypeWords(t, declaration);
  return (
    <Signal testId="source-type" {...words}>
      <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">{words.details[0]?.[1]}</p>
    </Signal>
  );
}

function Parameters({ read }: { read: GeneratorParameters }) {
  const { t, i18n } = useTranslation("image_inspector");
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const words = parametersWords(t, i18n.language as Language, read);
  const rows: [string, ReactNode][] = [];
  if (read.prompt) rows.push([t("generator.parameters.prompt"), <Folded key="prompt" text={read.prompt} />]);
  if (read.negativePrompt)
    rows.push([
      t("generator.parameters.negativePrompt"),
      <Folded key="negative" text={read.negativePrompt} />,
    ]);
  if (read.models.length > 0)
    rows.push([t("generator.parameters.models"), <Folded key="models" text={list.format(read.models)} />]);
  if (read.nodes !== undefined)
    rows.push([t("generator.parameters.workflow"), t("generator.parameters.nodes", { count: read.nodes })]);
  return (
    <Signal testId="parameters" {...words}>
      <p className="mt-1 text-sm text-muted-foreground">{words.details[0]?.[1]}</p>
      <dl className="mt-3 grid gap-3" data-testid="generator-parameters">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {read.settings.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-primary">
            {t("generator.parameters.settings", { count: read.settings.length })}
          </summary>
          <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1">
            {read.settings.map((setting, index) => (
              // Names may repeat in a hostile file; the index keeps each row apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
              <div key={index} className="contents">
                <dt className="font-mono text-muted-foreground [overflow-wrap:anywhere]">{setting.name}</dt>
                <dd className="[overflow-wrap:anywhere]">
                  <Folded text={setting.value} />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </Signal>
  );
}

/** What the file declares about its making by a generator, each said with what it does not prove. */
export function GeneratorSignals({ signals }: { signals: Signals }) {
  const { t } = useTranslation("image_inspector");
  const { parameters, sourceTypes, names } = signals;
  const none = parameters.length === 0 && sourceTypes.length === 0 && names.length === 0;
  return (
    <section aria-labelledby="generator-heading" className="mt-8" data-testid="generator-signals">
      <h2 id="generator-heading" className="mb-1 flex items-center gap-2 text-xl font-semibold">
        <Icon name="sparkles" />
        {t("generator.heading")}
      </h2>
      <p className="mb-2 text-muted-foreground">{t("generator.intro")}</p>
      <p className="mb-3 rounded-lg border border-border bg-muted/40 p-3 text-sm" data-testid="no-score">
        {t("generator.noScore")}
      </p>
      {none ? (
        <Card className="p-4" data-testid="no-generator">
          <p className="font-semibold">{t("generator.none")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("generator.noneNotProves")}</p>
        </Card>
      ) : (
        <ul className="grid gap-3">
          {sourceTypes.map((declaration) => (
            <SourceType key={`${declaration.source}-${declaration.value}`} declaration={declaration} />
          ))}
          {parameters.map((read) => (
            <Parameters key={read.keys.join()} read={read} />
          ))}
          {names.map((named) => (
            <Signal key={`${named.where}-${named.value}`} testId="named" {...namedWords(t, named)} />
          ))}
        </ul>
      )}
    </section>
  );
}

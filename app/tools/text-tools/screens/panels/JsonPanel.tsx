import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { MAX_INDENT, parseOptions } from "../../logic/json.ts";
import type { TransformResult } from "../../logic/result.ts";
import { jsonProblemText } from "../../state/json-error.ts";
import { headOfText } from "../../state/preview.ts";
import { ActionButton, ChoiceGroup, NumberField } from "../Fields.tsx";
import { useResultPreview } from "../use-result-preview.ts";
import { useTextToolsState } from "../use-text-tools.ts";
import { Actions, Options, type PanelProps } from "./Panel.tsx";
import { useToolOptions } from "./use-tool-options.ts";

// The preview shows the start of a large result; the action and Copy Result use all of it.
const PREVIEW_MAX_LINES = 200;
const PREVIEW_MAX_CHARACTERS = 20_000;

/**
 * Prettify or minify: the action needs text, Copy Result needs valid JSON, the
 * result is previewed while the JSON is valid and a 'JSON Error' box says where it is not.
 */
export function JsonPanel({ actions, busyTool, Heading }: PanelProps) {
  const { t } = useTranslation("text_tools");
  const { empty } = useTextToolsState();
  const [options, set] = useToolOptions("json", parseOptions);
  const { result, updating } = useResultPreview("json");
  const valid = !empty && !updating && result?.ok === true;
  return (
    <>
      <Options>
        <ChoiceGroup
          legend={t("json.mode")}
          value={options.mode}
          onChange={(mode) => set("mode", mode)}
          choices={[
            { value: "prettify", label: t("json.prettify") },
            { value: "minify", label: t("json.minify") },
          ]}
        />
        {options.mode === "prettify" && (
          <NumberField
            label={t("json.indent")}
            hint={t("json.indentHint")}
            value={options.indent}
            min={0}
            max={MAX_INDENT}
            onChange={(value) => set("indent", value)}
          />
        )}
      </Options>
      <Actions>
        <ActionButton
          icon="braces"
          busy={busyTool === "json"}
          disabled={empty || busyTool !== null}
          onClick={() => void actions.apply("json")}
        >
          {options.mode === "prettify" ? t("json.prettifyAction") : t("json.minifyAction")}
        </ActionButton>
        <ActionButton
          icon="copy"
          variant="outline"
          busy={false}
          disabled={!valid || busyTool !== null}
          onClick={() => void actions.copyResult("json")}
        >
          {t("json.copyResult")}
        </ActionButton>
      </Actions>
      {!empty && result && <JsonOutcome result={result} Heading={Heading} />}
    </>
  );
}

function JsonOutcome({ result, Heading }: { result: TransformResult } & Pick<PanelProps, "Heading">) {
  const { t } = useTranslation("text_tools");
  if (!result.ok) {
    const params = result.messageParams ?? {};
    const { line, column } = params;
    return (
      <div
        className="rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm"
        data-testid="json-error"
      >
        <p className="flex items-center gap-2 font-semibold text-destructive">
          <Icon name="triangle-alert" />
          {t("json.errorTitle")}
        </p>
        <p className="mt-1 break-words">
          {params.problem === undefined ? t(result.messageKey) : jsonProblemText(t, params)}
        </p>
        {line !== undefined && column !== undefined && (
          <p className="mt-1 text-muted-foreground">{t("json.errorPosition", { line, column })}</p>
        )}
      </div>
    );
  }
  const head = headOfText(result.text, PREVIEW_MAX_LINES, PREVIEW_MAX_CHARACTERS);
  return (
    <section aria-labelledby="json-preview" className="rounded-md border bg-muted/40 p-4">
      <Heading id="json-preview" className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <Icon name="circle-check" className="text-primary" />
        {t("preview.title")}
        <span className="font-normal text-muted-foreground">— {t("json.valid")}</span>
      </Heading>
      <pre
        data-testid="json-preview"
        className="max-h-80 overflow-auto whitespace-pre font-mono text-sm"
        // A scrollable region must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        tabIndex={0}
      >
        {head.lines.join("\n")}
        {head.more && "\n…"}
      </pre>
    </section>
  );
}

import type { ReactNode } from "react";
import { servicesContext } from "#app/context.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { type CommandBlock as Block, EXPECTED_OUTPUT, HAND_CHECK } from "../logic/hand-check.ts";
import { TIMESTAMP_KEY_PATH } from "../logic/timestamp.ts";
import type { Route } from "./+types/bundles-page";
import { BackLink } from "./BackLink.tsx";
import { CommandBlock } from "./CommandBlock.tsx";
import { ProseText } from "./ProseText.tsx";

export function loader(args: Route.LoaderArgs) {
  return {
    meta: staticPageMeta(args, "case_file:bundles"),
    // The address this site publishes its time-stamp key at, for step 4.
    timestampKey: `${args.context.get(servicesContext).config.publicUrl}${TIMESTAMP_KEY_PATH}`,
  };
}

export const meta = metaFromLoader;

/** What a bundle holds, file by file: its path (never translated) and the text that says what it is. */
const CONTENTS = [
  ["manifest.json", "manifest"],
  ["files/…", "files"],
  ["report.html, report.md", "reports"],
  ["signature.json", "signature"],
  ["timestamps/*.tsr, *.pem", "timestamps"],
  ["timestamp.json", "siteStamp"],
] as const;

const PROVES = ["files", "signed", "time"] as const;
const DOES_NOT_PROVE = ["who", "truth", "made", "clock"] as const;

/**
 * /tools/case-file/bundles: how whoever receives a bundle checks it with standard tools, without trusting
 * VeriTools: what it holds, the commands of docs/case-bundles.md step by step, and what a valid check
 * proves. Rendered on the server; only the copy buttons need the page's scripts.
 */
export default function BundlesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("case_file");

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t("bundles.heading")} subtitle={t("bundles.intro")}>
        <BackLink to="/tools/case-file/verify">{t("verifyLink")}</BackLink>
      </PageHeader>

      <Section id="hand-contents" title={t("bundles.contents.heading")}>
        <Card className="p-4 sm:p-5">
          <dl className="grid gap-4">
            {CONTENTS.map(([path, key]) => (
              <div key={key} className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt>
                  <code className="font-mono text-sm font-semibold [overflow-wrap:anywhere]">{path}</code>
                </dt>
                <dd className="text-muted-foreground">
                  <ProseText text={t(`bundles.contents.${key}`)} />
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <p>
          <ProseText text={t("bundles.contents.clock")} />
        </p>
      </Section>

      <Section id="hand-before" title={t("bundles.before.heading")}>
        <p>
          <ProseText text={t("bundles.before.unzip")} />
        </p>
        <Commands blocks={HAND_CHECK.unzip} describedBy="hand-before" />
        <p>
          <ProseText text={t("bundles.before.tools")} />
        </p>
        <p>
          <ProseText text={t("bundles.before.mac")} />
        </p>
      </Section>

      <Section id="hand-hashes" title={`1. ${t("bundles.hashes.heading")}`}>
        <p>
          <ProseText text={t("bundles.hashes.intro")} />
        </p>
        <p>
          <ProseText text={t("bundles.hashes.one")} />
        </p>
        <Commands blocks={HAND_CHECK.hashOne} describedBy="hand-hashes" />
        <p>
          <ProseText text={t("bundles.hashes.case")} />
        </p>
        <p>
          <ProseText text={t("bundles.hashes.all")} />
        </p>
        <Commands blocks={HAND_CHECK.hashAll} describedBy="hand-hashes" />
        <Expected output={EXPECTED_OUTPUT.hashAll} after={t("bundles.hashes.allResult")} />
      </Section>

      <Section id="hand-signature" title={`2. ${t("bundles.signature.heading")}`}>
        <p>
          <ProseText text={t("bundles.signature.intro")} />
        </p>
        <Commands blocks={HAND_CHECK.signature} describedBy="hand-signature" />
        <Expected output={EXPECTED_OUTPUT.signature} />
        <p>
          <ProseText text={t("bundles.signature.meaning")} />
        </p>
      </Section>

      <Section id="hand-fingerprint" title={`3. ${t("bundles.fingerprint.heading")}`}>
        <p>
          <ProseText text={t("bundles.fingerprint.intro")} />
        </p>
        <Commands blocks={HAND_CHECK.fingerprint} describedBy="hand-fingerprint" />
        <p>
          <ProseText text={t("bundles.fingerprint.result")} />
        </p>
      </Section>

      <Section id="hand-site-stamp" title={`4. ${t("bundles.siteStamp.heading")}`}>
        <p>
          <ProseText text={t("bundles.siteStamp.intro")} />
        </p>
        <Commands blocks={HAND_CHECK.siteStamp} describedBy="hand-site-stamp" />
        <Expected output={EXPECTED_OUTPUT.siteStamp} />
        <p>
          <ProseText text={t("bundles.siteStamp.key")} />{" "}
          <a
            href={loaderData.timestampKey}
            className="font-mono text-sm text-primary underline underline-offset-2 [overflow-wrap:anywhere]"
          >
            {loaderData.timestampKey}
          </a>
        </p>
        <p>
          <ProseText text={t("bundles.siteStamp.worth")} />
        </p>
      </Section>

      <Section id="hand-authorities" title={`5. ${t("bundles.authorities.heading")}`}>
        <p>
          <ProseText text={t("bundles.authorities.intro")} />
        </p>
        <Commands blocks={HAND_CHECK.authority} describedBy="hand-authorities" />
        <Expected output={EXPECTED_OUTPUT.authority} />
        <p>
          <ProseText text={t("bundles.authorities.expired")} />
        </p>
      </Section>

      <Section id="hand-proof" title={t("bundles.proof.heading")}>
        <Card className="grid gap-5 p-4 sm:p-5">
          <ProofList icon="circle-check" title={t("bundles.proof.proves")}>
            {PROVES.map((key) => t(`bundles.proof.${key}`))}
          </ProofList>
          <ProofList icon="triangle-alert" title={t("bundles.proof.notProves")}>
            {DOES_NOT_PROVE.map((key) => t(`bundles.proof.${key}`))}
          </ProofList>
        </Card>
        <p>
          <ProseText text={t("bundles.proof.failed")} />
        </p>
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 space-y-3 first-of-type:mt-0">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        <ProseText text={title} />
      </h2>
      {children}
    </section>
  );
}

/** The blocks of one step, one per kind of terminal; their copy buttons are described by the step's heading. */
function Commands({ blocks, describedBy }: { blocks: readonly Block[]; describedBy: string }) {
  return blocks.map((block) => <CommandBlock key={block.shell} block={block} describedBy={describedBy} />);
}

/** What a step prints when all is well (a tool's output, never translated), and what the sentence says after it. */
function Expected({ output, after }: { output: string; after?: string }) {
  const { t } = useTranslation("case_file");
  return (
    <p>
      {t("bundles.expected")}{" "}
      <code className="whitespace-nowrap rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{output}</code>
      {after ? (
        <>
          {" "}
          <ProseText text={after} />
        </>
      ) : null}
    </p>
  );
}

function ProofList({
  icon,
  title,
  children,
}: {
  icon: "circle-check" | "triangle-alert";
  title: string;
  children: string[];
}) {
  return (
    <div>
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon name={icon} className="size-5 shrink-0 text-primary" />
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-6 marker:text-muted-foreground">
        {children.map((item) => (
          <li key={item}>
            <ProseText text={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Tabs } from "radix-ui";
import { servicesContext } from "../context.ts";
import { useTranslation } from "../i18n/react.tsx";
import { staticPageMeta } from "../lib/pages/page-loader.server.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import { buttonClasses } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { Icon } from "../ui/Icon.tsx";
import { PageHeader } from "../ui/PageHeader.tsx";
import type { Route } from "./+types/help";

export function loader(args: Route.LoaderArgs) {
  return {
    meta: staticPageMeta(args, "help:meta"),
    supportEmail: args.context.get(servicesContext).config.supportEmail,
  };
}

export const meta = metaFromLoader;

const STEPS = ["1", "2", "3", "4"] as const;
const TIPS = ["1", "2", "3"] as const;
const FAQ = ["1", "2", "3"] as const;

export default function Help({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("help");
  const email = loaderData.supportEmail;
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Tabs.Root defaultValue="url-shortener">
        <Tabs.List aria-label={t("tabs.label")} className="mb-6 inline-flex rounded-md bg-muted p-1">
          <Tabs.Trigger
            value="url-shortener"
            className="rounded px-4 py-1.5 text-sm font-medium data-[state=active]:bg-background data-[state=active]:shadow-sm"
          >
            {t("tabs.urlShortener")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="url-shortener" className="space-y-10">
          <p className="max-w-3xl text-lg">{t("urlShortener.intro")}</p>
          <section aria-labelledby="help-steps">
            <h2 id="help-steps" className="text-2xl font-semibold">
              {t("urlShortener.stepsTitle")}
            </h2>
            <ol className="mt-5 grid gap-4 md:grid-cols-2">
              {STEPS.map((step) => (
                <li key={step}>
                  <Card className="flex h-full gap-4 p-5">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                      {step}
                    </span>
                    <div>
                      <h3 className="font-semibold">{t(`urlShortener.steps.${step}.title`)}</h3>
                      <p className="mt-1 text-muted-foreground">{t(`urlShortener.steps.${step}.body`)}</p>
                    </div>
                  </Card>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="help-tips">
            <h2 id="help-tips" className="text-2xl font-semibold">
              {t("urlShortener.tipsTitle")}
            </h2>
            <ul className="mt-5 space-y-3">
              {TIPS.map((tip) => (
                <li key={tip} className="flex gap-3">
                  <Icon name="lightbulb" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{t(`urlShortener.tips.${tip}`)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="help-faq">
            <h2 id="help-faq" className="text-2xl font-semibold">
              {t("urlShortener.faqTitle")}
            </h2>
            <div className="mt-5 space-y-3">
              {FAQ.map((entry) => (
                <details key={entry} className="group rounded-lg border bg-card p-4 open:shadow-sm">
                  <summary className="flex cursor-pointer list-none items-center gap-2 font-medium">
                    <Icon name="circle-check" className="size-5 shrink-0 text-primary" />
                    {t(`urlShortener.faq.${entry}.question`)}
                  </summary>
                  <p className="mt-3 text-muted-foreground">{t(`urlShortener.faq.${entry}.answer`)}</p>
                </details>
              ))}
            </div>
          </section>
        </Tabs.Content>
      </Tabs.Root>
      <Card className="mt-12 p-6">
        <h2 className="text-xl font-semibold">{t("contact.title")}</h2>
        <p className="mt-2 text-muted-foreground">{t("contact.body", { email })}</p>
        <a
          href={`mailto:${email}`}
          className={buttonClasses("outline", "default", "mt-4")}
          aria-label={t("contact.emailLabel", { email })}
        >
          <Icon name="mail" />
          {email}
        </a>
      </Card>
    </>
  );
}

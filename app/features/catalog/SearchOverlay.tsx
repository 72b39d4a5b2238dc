import { Command } from "cmdk";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { ToolIcon } from "#app/ui/ToolIcon.tsx";
import { groupHeading, groupKey } from "./search-group.ts";
import { useToolSearch } from "./use-tool-search.ts";

/** The Ctrl/Cmd+K command palette. Loaded on first use, so it costs the first page nothing. */
export default function SearchOverlay({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const { groups, loading, searched } = useToolSearch(query);

  const close = (next: boolean) => {
    if (!next) setQuery("");
    onOpenChange(next);
  };
  const choose = (slug: string) => {
    close(false);
    navigate(to(`/tools/${slug}`));
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-[12vh] z-50 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-lg border bg-card text-card-foreground shadow-2xl"
        >
          <Dialog.Title className="sr-only">{t("search.dialogTitle")}</Dialog.Title>
          <Command shouldFilter={false} label={t("search.dialogTitle")} loop>
            <div className="flex items-center gap-2 border-b px-4">
              <Icon name="search" className="size-5 shrink-0 text-muted-foreground" />
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder={t("search.inputPlaceholder")}
                className="h-14 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground"
              />
              {loading && (
                <Icon
                  name="loader-circle"
                  label={t("search.searching")}
                  className="size-5 shrink-0 animate-spin text-primary"
                />
              )}
            </div>
            <Command.List className="max-h-[60vh] overflow-y-auto p-2">
              {!loading && searched && groups.length === 0 && (
                <p className="px-3 py-8 text-center text-sm text-muted-foreground">{t("search.noResults")}</p>
              )}
              {!searched && !loading && (
                <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t("search.hint")}</p>
              )}
              {groups.map((group) => (
                <Command.Group
                  key={groupKey(group)}
                  heading={groupHeading(group, t("toolCard.comingSoon"))}
                  className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
                >
                  {group.tools.map((tool) => (
                    <Command.Item
                      key={tool.slug}
                      value={tool.slug}
                      onSelect={() => choose(tool.slug)}
                      className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                    >
                      <ToolIcon name={tool.icon} className="size-5 text-primary" />
                      <span>{tool.name}</span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

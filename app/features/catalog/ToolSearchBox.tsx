import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { isSearchable } from "#app/lib/text/search-rules.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { ToolIcon } from "#app/ui/ToolIcon.tsx";
import { groupHeading, groupKey } from "./search-group.ts";
import { useToolSearch } from "./use-tool-search.ts";

/**
 * The in-page search of home and discover: a combobox whose list opens on focus or typing and closes on
 * a click outside or Escape. It is also a plain GET form to the discovery page, so it works without
 * JavaScript.
 */
export function ToolSearchBox({ initialQuery = "" }: { initialQuery?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLFormElement>(null);
  const { groups, loading, searched } = useToolSearch(query);
  const options = groups.flatMap((group) => group.tools);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const choose = (slug: string) => {
    setOpen(false);
    navigate(to(`/tools/${slug}`));
  };
  const expanded = open && isSearchable(query);
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      setOpen(false);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      const option = options[active];
      if (option) {
        event.preventDefault();
        choose(option.slug);
      }
    }
  };

  let index = -1;
  return (
    <search className="relative mx-auto block w-full max-w-2xl">
      <form ref={root} method="get" action={to("/discover")}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("search.label")}
        </label>
        <Icon name="search" className="absolute left-4 top-3.5 size-5 text-muted-foreground" />
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          autoComplete="off"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={query}
          placeholder={t("search.placeholder")}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-12 w-full rounded-lg border border-input bg-card pl-12 pr-12 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        {loading && (
          <Icon
            name="loader-circle"
            label={t("search.searching")}
            className="absolute right-4 top-3.5 size-5 animate-spin text-primary"
          />
        )}
        <div
          hidden={!expanded}
          className="absolute z-30 mt-2 max-h-80 w-full overflow-y-auto rounded-lg border bg-card p-1 text-left shadow-lg"
        >
          {!loading && searched && options.length === 0 && (
            <p className="px-3 py-4 text-sm text-muted-foreground">{t("search.noTools")}</p>
          )}
          <div id={`${id}-listbox`} role="listbox" aria-label={t("search.resultsLabel")}>
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not of form fields.
              <div key={groupKey(group)} role="group" aria-labelledby={`${id}-${groupKey(group)}`}>
                <div
                  id={`${id}-${groupKey(group)}`}
                  className="px-3 pb-1 pt-2 text-xs font-semibold text-muted-foreground"
                >
                  {groupHeading(group, t("toolCard.comingSoon"))}
                </div>
                {group.tools.map((tool) => {
                  index += 1;
                  const position = index;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the options from the input (aria-activedescendant).
                    <div
                      key={tool.slug}
                      id={optionId(position)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={position === active}
                      onPointerDown={(event) => event.preventDefault()}
                      onClick={() => choose(tool.slug)}
                      className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 aria-selected:bg-accent hover:bg-accent"
                    >
                      <ToolIcon name={tool.icon} className="size-5 text-primary" />
                      <span>{tool.name}</span>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      </form>
    </search>
  );
}

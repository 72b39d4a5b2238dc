import { ENGINE_NAMES, ENGINES, searchByUrl, UPLOAD_PAGES } from "#app/lib/hand-off/reverse-search.ts";
import { buttonClasses } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";

/** One link per engine: its search of the picture at `address`, or without one its page to paste into. */
export function EngineLinks({ address }: { address: string | undefined }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {ENGINES.map((engine) => (
        <li key={engine}>
          <a
            href={address ? searchByUrl(engine, address) : UPLOAD_PAGES[engine]}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("outline", "sm")}
          >
            <Icon name="external-link" />
            {ENGINE_NAMES[engine]}
          </a>
        </li>
      ))}
    </ul>
  );
}

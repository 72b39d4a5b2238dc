import { Link } from "react-router";
import { PRODUCT_NAME } from "../lib/pages/page-meta.ts";
import { Icon } from "../ui/Icon.tsx";

/** The two-part wordmark: "Veri" in the brand colour, "Tools" in the text colour. */
export function Wordmark({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="flex shrink-0 items-center gap-2 rounded-md font-bold text-xl"
    >
      <Icon name="shield-check" className="size-7 text-primary" />
      <span aria-hidden="true" title={PRODUCT_NAME}>
        <span className="text-primary">Veri</span>
        <span>Tools</span>
      </span>
    </Link>
  );
}

import { lazy } from "react";
import { CaseList } from "./CaseList.tsx";
import { StoragePanel } from "./StoragePanel.tsx";

// A case loads its storage (Dexie), ZIP and hashing code when it is opened; the list arrives without
// them (issue 44). The page's Suspense shows its status while it loads, the storage panel with it.
const CaseView = lazy(() => import("./CaseView.tsx").then(({ CaseView }) => ({ default: CaseView })));

/** The cases themselves, loaded after the page: the list, or the case opened. */
export default function CaseApp({
  open,
  focusName,
  authorities,
}: {
  open: string | null;
  /** The case was opened from the list: its name takes the focus when it shows. */
  focusName: boolean;
  /** The independent time-stamp authorities the export asks, by name. */
  authorities: readonly string[];
}) {
  return (
    <>
      {open ? <CaseView id={open} focusName={focusName} authorities={authorities} /> : <CaseList />}
      <StoragePanel makeKey={open !== null} />
    </>
  );
}

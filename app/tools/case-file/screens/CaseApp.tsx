import { CaseList } from "./CaseList.tsx";
import { CaseView } from "./CaseView.tsx";
import { StoragePanel } from "./StoragePanel.tsx";

/** The cases themselves: loaded after the page, with the storage, ZIP and hashing code they need. */
export default function CaseApp({
  open,
  authorities,
}: {
  open: string | null;
  /** The independent time-stamp authorities the export asks, by name. */
  authorities: readonly string[];
}) {
  return (
    <>
      {open ? <CaseView id={open} authorities={authorities} /> : <CaseList />}
      <StoragePanel />
    </>
  );
}

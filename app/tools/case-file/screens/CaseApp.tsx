import { CaseList } from "./CaseList.tsx";
import { CaseView } from "./CaseView.tsx";
import { StoragePanel } from "./StoragePanel.tsx";

/** The cases themselves: loaded after the page, with the storage, ZIP and hashing code they need. */
export default function CaseApp({ open }: { open: string | null }) {
  return (
    <>
      {open ? <CaseView id={open} /> : <CaseList />}
      <StoragePanel />
    </>
  );
}

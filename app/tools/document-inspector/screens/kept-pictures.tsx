import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

/** Page pictures the person chose to keep with the document in a case, by their file name. */
interface KeptPictures {
  pictures: ReadonlyMap<string, Blob>;
  /** Keeps `picture` under `name`, or lets the one under `name` go when `picture` is undefined. */
  keep(name: string, picture: Blob | undefined): void;
}

const Kept = createContext<KeptPictures>({ pictures: new Map(), keep: () => {} });

/** Holds the chosen pictures for one report: a new document starts with none. */
export function KeptPicturesProvider({ children }: { children: ReactNode }) {
  const [pictures, setPictures] = useState<ReadonlyMap<string, Blob>>(new Map());
  const value = useMemo<KeptPictures>(
    () => ({
      pictures,
      keep: (name, picture) =>
        setPictures((current) => {
          const next = new Map(current);
          if (picture) next.set(name, picture);
          else next.delete(name);
          return next;
        }),
    }),
    [pictures],
  );
  return <Kept.Provider value={value}>{children}</Kept.Provider>;
}

export const useKeptPictures = () => useContext(Kept);

import { describe, expect, it } from "vitest";
import {
  foldForSearch,
  type MatchIndex,
  type MatchQuery,
  matchIndex,
  matchQuery,
  NO_MATCH,
  rankInsideMatches,
  rankWordMatches,
} from "./search-match.ts";

/** Word matches, then matches inside words where there is none. */
function rankMatches(index: MatchIndex, query: MatchQuery): Int8Array {
  const ranks = rankWordMatches(index, query);
  rankInsideMatches(index, query, ranks);
  return ranks;
}

describe("foldForSearch", () => {
  it("lowers case and strips accents", () => {
    expect(foldForSearch("Résumé À LA Carte")).toBe("resume a la carte");
    expect(foldForSearch("Tiếng Việt")).toBe("tieng viet");
  });

  it("maps letters that are not a base letter plus marks", () => {
    expect(foldForSearch("Đường đi")).toBe("duong di");
    expect(foldForSearch("Le cœur, Æsop, Straße, Ørsted, Łódź")).toBe(
      "le coeur, aesop, strasse, orsted, lodz",
    );
  });

  it("folds decomposed input like composed input", () => {
    expect(foldForSearch("Re\u0301sume\u0301")).toBe(foldForSearch("Résumé"));
    expect(foldForSearch("İstanbul")).toBe("istanbul");
  });

  it("makes typographic apostrophes and runs of white space plain", () => {
    expect(foldForSearch("d’URL  et\tplus")).toBe("d'url et plus");
  });
});

describe("matchIndex", () => {
  it("keeps each text on its own line and lists every word once, sorted, with where it is", () => {
    const index = matchIndex([
      [["Fuseau horaire"], ["heure d’été", "UTC+7"]],
      [["Heure"], []],
    ]);
    expect(index.texts).toEqual([
      ["\nfuseau horaire\n", "\nheure d ete\nutc 7\n"],
      ["\nheure\n", "\n\n"],
    ]);
    expect(index.folded).toEqual(["fuseau horaire\nheure d'ete\nutc+7", "heure\n"]);
    expect(index.ends).toEqual([
      [14, 32],
      [5, 6],
    ]);
    expect(index.words).toEqual(["7", "d", "ete", "fuseau", "heure", "horaire", "utc"]);
    // Target × 2 fields + field: "heure" is in the first tool's second field and the second tool's name.
    expect(index.places[index.words.indexOf("heure")]).toEqual([1, 2]);
  });
});

describe("rankWordMatches and rankInsideMatches", () => {
  // A tool's three fields, in the order the index gives them.
  const name = ["Convertisseur de fuseaux horaires"];
  const description = ["Convertissez une heure d’un fuseau à l’autre."];
  const rankIn = (fields: string[][], query: string) => {
    const matched = matchQuery(query);
    const rank = matched && rankMatches(matchIndex([fields]), matched)[0];
    return rank === NO_MATCH ? null : rank;
  };
  const rank = (query: string) =>
    rankIn([name, ["décalage horaire", "heure d’été", "UTC"], description], query);

  it("ranks a whole text, then whole words, then word starts; the name, then keywords, then the description", () => {
    expect(rank("convertisseur de fuseaux horaires")).toBe(0);
    expect(rank("convertisseur")).toBe(1);
    expect(rank("fuseau")).toBe(2); // starts "fuseaux"
    expect(rank("conv")).toBe(2);
    expect(rank("utc")).toBe(3); // a keyword
    expect(rank("heure d’ete")).toBe(3);
    expect(rank("horaire")).toBe(2); // it starts "horaires" in the name, before being whole in keywords
    expect(rank("decalage")).toBe(4);
    expect(rank("decal")).toBe(5);
    expect(rank("autre")).toBe(7);
    expect(rank("convertissez")).toBe(7);
    expect(rank("convertissez une heure d’un fuseau a l’autre")).toBe(6);
  });

  it("matches a phrase by all its words, each in any field, ranked by the least important one", () => {
    expect(rank("fuseau horaire")).toBe(2);
    expect(rank("horaire fuseau")).toBe(2);
    expect(rank("fuseau utc")).toBe(5);
    // "d" starts "de" in the name, "heure" needs the keywords, where both are whole words.
    expect(rank("heure d")).toBe(4);
    expect(rank("fuseau autre")).toBe(7); // "fuseau" is whole in the description
    expect(rank("fuseaux autr")).toBe(8);
    expect(rank("fuseau lune")).toBeNull();
  });

  it("ranks each tool of the index on its own", () => {
    const matched = matchQuery("heure");
    const tools = [
      [["Heure"], [], []],
      [["Fuseau"], ["heure d’été"], []],
      [["Lune"], [], ["Sans rapport."]],
    ];
    expect(matched && [...rankMatches(matchIndex(tools), matched)]).toEqual([0, 4, NO_MATCH]);
  });

  it("falls back to a substring inside a word, after every word match", () => {
    expect(rank("ertisseur")).toBe(9);
    expect(rank("alage")).toBe(10);
    expect(rank("ssez une")).toBe(11);
    // A query never runs, as a substring, from one keyword into the next.
    expect(rank("aire heu")).toBeNull();
    expect(rank("ete, utc")).toBe(4);
  });

  it("matches a query without letters or digits as a substring only", () => {
    expect(rankIn([name, ["GMT+-1"], description], "+-")).toBe(10);
    expect(rank("+-")).toBeNull();
    expect(matchQuery("\u0301\u0301")).toBeNull();
  });
});

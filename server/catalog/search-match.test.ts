import { describe, expect, it } from "vitest";
import { foldForSearch, matchField, matchQuery, matchRank } from "./search-match.ts";

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

describe("matchField", () => {
  it("keeps each text on its own line and lists every word between spaces", () => {
    expect(matchField(["Fuseau horaire", "heure d’été", "UTC+7"])).toEqual({
      folded: "fuseau horaire\nheure d'ete\nutc+7",
      words: " fuseau horaire heure d ete utc 7 ",
      texts: "\nfuseau horaire\nheure d ete\nutc 7\n",
    });
    expect(matchField([])).toEqual({ folded: "", words: "  ", texts: "\n\n" });
  });
});

describe("matchRank", () => {
  // A tool's three fields, in the order the index gives them.
  const [name, keywords, description] = [
    matchField(["Convertisseur de fuseaux horaires"]),
    matchField(["décalage horaire", "heure d’été", "UTC"]),
    matchField(["Convertissez une heure d’un fuseau à l’autre."]),
  ];
  const rank = (query: string) => {
    const matched = matchQuery(query);
    return matched === null ? undefined : matchRank(matched, [name, keywords, description]);
  };

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

  it("falls back to a substring inside a word, after every word match", () => {
    expect(rank("ertisseur")).toBe(9);
    expect(rank("alage")).toBe(10);
    expect(rank("ssez une")).toBe(11);
    // A query never runs, as a substring, from one keyword into the next.
    expect(rank("aire heu")).toBeNull();
    expect(rank("ete, utc")).toBe(4);
  });

  it("matches a query without letters or digits as a substring only", () => {
    const plus = matchQuery("+-");
    expect(plus && matchRank(plus, [name, matchField(["GMT+-1"]), description])).toBe(10);
    expect(rank("+-")).toBeNull();
    expect(matchQuery("\u0301\u0301")).toBeNull();
  });
});

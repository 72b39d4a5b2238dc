import { describe, expect, it } from "vitest";
import { type Comparison, compareTexts, normalise, type Part, similarity } from "./compare.ts";
import { type CompareOptions, DEFAULT_OPTIONS } from "./options.ts";

/** The comparison as one line: unchanged text as the second text has it, [-deleted-], {+inserted+}. */
function shown(parts: readonly Part[]): string {
  return parts
    .map((part) =>
      part.kind === "same" ? part.b : part.kind === "deleted" ? `[-${part.text}-]` : `{+${part.text}+}`,
    )
    .join("");
}

function compare(a: string, b: string, options: Partial<CompareOptions> = {}, locale = "en"): Comparison {
  return compareTexts(a, b, { ...DEFAULT_OPTIONS, ...options }, { locale });
}

const byWord = (a: string, b: string, options: Partial<CompareOptions> = {}) =>
  shown(compare(a, b, options).parts);
const byCharacter = (a: string, b: string, options: Partial<CompareOptions> = {}) =>
  shown(compare(a, b, { ...options, granularity: "character" }).parts);

describe("by word", () => {
  it("marks whole words", () => {
    expect(byWord("The cat sat on the mat.", "The dog sat on the mat.")).toBe(
      "The [-cat-]{+dog+} sat on the mat.",
    );
  });

  it("shows words only in one text as deleted or inserted", () => {
    expect(byWord("a quick test", "a test")).toBe("a [-quick -]test");
    expect(byWord("a test", "a quick test")).toBe("a {+quick +}test");
  });

  it("finds Vietnamese syllables as words", () => {
    expect(byWord("Tôi yêu Hà Nội", "Tôi yêu Huế")).toBe("Tôi yêu [-Hà Nội-]{+Huế+}");
  });

  it("keeps unchanged lines whole and looks into changed ones", () => {
    const first = "one line\nsecond line\nthird line\n";
    const second = "one line\nsecond row\nthird line\n";
    expect(byWord(first, second)).toBe("one line\nsecond [-line-]{+row+}\nthird line\n");
  });

  it("counts changes, characters deleted and inserted", () => {
    const result = compare("red green blue", "red yellow blue!");
    expect(result.changes).toBe(2);
    expect(result.deleted).toBe(5);
    expect(result.inserted).toBe(7);
  });

  it("aligns a moved paragraph without losing the rest", () => {
    const first = "Alpha paragraph.\nBeta paragraph.\nGamma paragraph.\n";
    const second = "Beta paragraph.\nGamma paragraph.\nAlpha paragraph.\n";
    const result = compare(first, second);
    expect(shown(result.parts)).toBe(
      "[-Alpha paragraph.\n-]Beta paragraph.\nGamma paragraph.\n{+Alpha paragraph.\n+}",
    );
  });
});

describe("by word, a rewritten phrase is one change", () => {
  const vietnamese = (a: string, b: string) => compare(a, b, {}, "vi");

  it("joins changed syllables apart only by a space: « cho biết » → « khẳng định » is one change", () => {
    const result = vietnamese("Bộ Y tế cho biết số ca mắc đã giảm.", "Bộ Y tế khẳng định số ca mắc đã giảm.");
    expect(shown(result.parts)).toBe("Bộ Y tế [-cho biết-]{+khẳng định+} số ca mắc đã giảm.");
    expect(result.changes).toBe(1);
    // What is shown is what is counted: the space between the two syllables is on both sides.
    expect(result.deleted).toBe("cho biết".length);
    expect(result.inserted).toBe("khẳng định".length);
  });

  it("keeps two phrases apart by an unchanged word as two changes", () => {
    const result = vietnamese(
      "Ông Nam cho biết giá xăng sẽ tăng vào tuần sau.",
      "Ông Nam khẳng định giá xăng sẽ giảm vào tuần sau.",
    );
    expect(shown(result.parts)).toBe(
      "Ông Nam [-cho biết-]{+khẳng định+} giá xăng sẽ [-tăng-]{+giảm+} vào tuần sau.",
    );
    expect(result.changes).toBe(2);
  });

  it("joins a whole rewritten clause, and says which change is which in the list", () => {
    const result = vietnamese(
      "Theo nguồn tin, vụ cháy xảy ra lúc 3 giờ sáng tại quận Cầu Giấy.",
      "Theo nguồn tin, vụ cháy bùng phát vào rạng sáng tại quận Đống Đa.",
    );
    expect(shown(result.parts)).toBe(
      "Theo nguồn tin, vụ cháy [-xảy ra lúc 3 giờ-]{+bùng phát vào rạng+} sáng tại quận [-Cầu Giấy-]{+Đống Đa+}.",
    );
    expect(result.changes).toBe(2);
  });

  it("keeps a deletion and an insertion apart when a word stays between them", () => {
    const moved = vietnamese("Ông cho biết rằng", "Ông biết nói rằng");
    expect(shown(moved.parts)).toBe("Ông [-cho -]biết{+ nói+} rằng");
    expect(moved.changes).toBe(2);
    const added = vietnamese("Tôi đã đọc bài báo", "Tôi vừa đọc xong bài báo");
    expect(shown(added.parts)).toBe("Tôi [-đã-]{+vừa+} đọc{+ xong+} bài báo");
    expect(added.changes).toBe(2);
  });

  it("does not join changes on two lines", () => {
    const result = vietnamese("tin giả\nlan nhanh", "tin thật\nđồn nhanh");
    expect(shown(result.parts)).toBe("tin [-giả-]{+thật+}\n[-lan-]{+đồn+} nhanh");
    expect(result.changes).toBe(2);
  });

  it("does the same in other languages, and leaves the character view as fine as it was", () => {
    expect(byWord("The quick brown fox", "The slow red fox")).toBe("The [-quick brown-]{+slow red+} fox");
    expect(compare("The quick brown fox", "The slow red fox").changes).toBe(1);
    expect(byCharacter("The cat sat", "The cut sat")).toBe("The c[-a-]{+u+}t sat");
  });
});

describe("by character", () => {
  it("marks the characters that differ inside a word", () => {
    expect(byCharacter("colour", "color")).toBe("colo[-u-]r");
    expect(byCharacter("The cat sat", "The cut sat")).toBe("The c[-a-]{+u+}t sat");
  });

  it("never splits an emoji, a flag or a family", () => {
    expect(byCharacter("I 👍🏽 it", "I 👍🏿 it")).toBe("I [-👍🏽-]{+👍🏿+} it");
    expect(byCharacter("🇫🇷", "🇻🇳")).toBe("[-🇫🇷-]{+🇻🇳+}");
    expect(byCharacter("👨‍👩‍👧 ok", "👨‍👩‍👦 ok")).toBe("[-👨‍👩‍👧-]{+👨‍👩‍👦+} ok");
  });

  it("never splits a Vietnamese letter from its stacked marks, typed decomposed", () => {
    // "ộ" as o + circumflex + dot below against "ố" as o + circumflex + acute: one letter each.
    expect(byCharacter("No\u0302\u0323i", "No\u0302\u0301i")).toBe("N[-ộ-]{+ố+}i");
  });
});

describe("Unicode forms", () => {
  it("compares a text in NFC and in NFD as the same text, marks kept", () => {
    const composed = "Tiếng Việt có dấu".normalize("NFC");
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);
    const result = compare(composed, decomposed);
    expect(result.changes).toBe(0);
    expect(result.similarity).toBe(1);
    expect(compare(composed, decomposed, { granularity: "character" }).changes).toBe(0);
  });

  it("makes Windows line breaks plain ones", () => {
    expect(normalise("a\r\nb\rc")).toBe("a\nb\nc");
    expect(compare("one\r\ntwo\r\n", "one\ntwo\n").changes).toBe(0);
  });
});

describe("ignoring", () => {
  it("case, when asked", () => {
    expect(byWord("Hello World", "hello world")).toBe("[-Hello World-]{+hello world+}");
    expect(byWord("Hello World", "hello world", { ignoreCase: true })).toBe("hello world");
    expect(byCharacter("ÉTÉ", "été", { ignoreCase: true })).toBe("été");
  });

  it("whitespace, when asked", () => {
    expect(byWord("a  b\tc", "a b c")).toBe("a[-  -]{+ +}b[-\t-]{+ +}c");
    expect(compare("a  b\tc", "a b c", { ignoreWhitespace: true }).changes).toBe(0);
    expect(compare("one\n\ntwo\n", "one\ntwo", { ignoreWhitespace: true }).changes).toBe(0);
  });

  it("punctuation, when asked", () => {
    expect(compare("Bonjour, le monde.", "Bonjour le monde", { ignorePunctuation: true }).changes).toBe(0);
    // The space before « ! » is whitespace, not punctuation.
    expect(byWord("Bonjour !", "Bonjour", { ignorePunctuation: true })).toBe("Bonjour[- !-]");
    expect(byWord("Stop. Go", "Stop Go")).toBe("Stop[-.-] Go");
    // Still a change when the words differ.
    expect(byWord("Stop. Go", "Stop Run", { ignorePunctuation: true })).toBe("Stop [-Go-]{+Run+}");
  });

  it("diacritics, when asked, đ and d included", () => {
    expect(byWord("đường Hà Nội", "duong Ha Noi")).toBe("[-đường Hà Nội-]{+duong Ha Noi+}");
    expect(compare("đường Hà Nội", "duong Ha Noi", { ignoreDiacritics: true }).changes).toBe(0);
    expect(compare("Đà Lạt", "Da Lat", { ignoreDiacritics: true }).changes).toBe(0);
    expect(compare("Đà Lạt", "Da Lat", { ignoreDiacritics: false }).changes).toBe(1);
    expect(byCharacter("đ", "d")).toBe("[-đ-]{+d+}");
    expect(byCharacter("đ", "d", { ignoreDiacritics: true })).toBe("d");
    expect(compare("café", "cafe", { ignoreDiacritics: true, granularity: "character" }).changes).toBe(0);
  });

  it("keeps each text's own wording in an unchanged stretch", () => {
    const result = compare("Hà Nội", "HA NOI", { ignoreCase: true, ignoreDiacritics: true });
    expect(result.parts).toEqual([{ kind: "same", a: "Hà Nội", b: "HA NOI" }]);
  });

  it("several things at once", () => {
    const options = {
      ignoreCase: true,
      ignoreWhitespace: true,
      ignorePunctuation: true,
      ignoreDiacritics: true,
    };
    expect(compare("« Ça va ? »", "ca  va", options).changes).toBe(0);
  });
});

describe("similarity", () => {
  it("is the share of characters unchanged, counted in both texts", () => {
    expect(similarity(100, 110, 10, 20)).toBeCloseTo(180 / 210);
    expect(similarity(0, 0, 0, 0)).toBe(1);
    expect(similarity(3, 0, 3, 0)).toBe(0);
  });

  it("comes out of a comparison", () => {
    // "colour" → "color": 5 unchanged letters in each text, 1 deleted: 10 / 11.
    expect(compare("colour", "color", { granularity: "character" }).similarity).toBeCloseTo(10 / 11);
    // By word, the changed word counts entirely: nothing left of 6 + 5 characters.
    expect(compare("colour", "color").similarity).toBe(0);
    expect(compare("same text", "same text").similarity).toBe(1);
    expect(compare("", "").similarity).toBe(1);
    expect(compare("abc", "").similarity).toBe(0);
  });

  it("counts an emoji or a letter with its marks as one character", () => {
    const result = compare("ok 👍🏽", "ok 👍🏿", { granularity: "character" });
    expect(result.deleted).toBe(1);
    expect(result.inserted).toBe(1);
    expect(result.similarity).toBeCloseTo(6 / 8);
  });
});

describe("large or very different texts", () => {
  it("reports progress up to the end", () => {
    const seen: number[] = [];
    const text = Array.from({ length: 50 }, (_, index) => `line ${index}`).join("\n");
    compareTexts(text, text.replace("line 25", "row 25"), DEFAULT_OPTIONS, {
      locale: "en",
      onProgress: (done) => seen.push(done),
    });
    expect(seen.at(-1)).toBe(1);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
  });

  it("shows passages replaced whole when no time is left, and says so", () => {
    const result = compareTexts("alpha beta gamma", "delta beta epsilon", DEFAULT_OPTIONS, {
      locale: "en",
      budget: -1,
    });
    expect(result.approximate).toBe(true);
    expect(shown(result.parts)).toBe("[-alpha beta gamma-]{+delta beta epsilon+}");
  });
});

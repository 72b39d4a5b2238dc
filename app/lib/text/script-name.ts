/**
 * Script names (ISO 15924 codes: "Cyrl") in the reader's language (Intl.DisplayNames), for the hidden
 * characters tool and the link investigator's look-alike letters. Inside a sentence a Vietnamese name is
 * written with a small letter ("thuộc chữ Kirin"), though Intl gives it as a label ("Chữ Kirin"); English
 * names are proper nouns and French ones ("cyrillique") already small, so they are left as they are.
 */
export function scriptNames(lang: string): {
  label(script: string): string;
  inSentence(script: string): string;
} {
  const names = new Intl.DisplayNames([lang], { type: "script" });
  const label = (script: string) => names.of(script) ?? script;
  const lowerFirst = lang.split("-")[0] === "vi";
  return {
    label,
    inSentence(script) {
      const name = label(script);
      return lowerFirst ? name.charAt(0).toLocaleLowerCase(lang) + name.slice(1) : name;
    },
  };
}

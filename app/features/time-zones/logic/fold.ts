/**
 * Lowercase, without accents, spaces or punctuation: "Hà Nội" and "ha noi" both become "hanoi". What a
 * place's name is searched by, typed with or without its accents (đ and the Icelandic ð become d).
 */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[đĐðÐ]/g, "d")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

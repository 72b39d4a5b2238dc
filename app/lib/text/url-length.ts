/**
 * The longest web address the tools take (decision 005), both as typed and once encoded, since
 * percent-escapes and punycode can make an address longer than it was typed. A longer one is refused
 * with a message of its own ("too long"), never as "not a web address".
 */
export const MAX_URL_LENGTH = 2048;

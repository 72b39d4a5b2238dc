// /r/{slug} when the redirect did not answer (server/http/redirect.ts): the preview page's answer, so a
// link removed by its creator says so with 410, and an unknown one is 404.
export { default, loader, meta } from "./preview-page.tsx";

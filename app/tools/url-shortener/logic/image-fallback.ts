/**
 * The images to try for a link, best first: its preview image, then its site's icon. When all fail (or
 * there are none), the card shows the logo.
 */
export function imageCandidates(link: { ogImage: string | null; favicon: string | null }): string[] {
  return [link.ogImage, link.favicon].filter((src): src is string => !!src && /^https?:\/\//i.test(src));
}

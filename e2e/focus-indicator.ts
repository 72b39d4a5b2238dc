import type { Page } from "@playwright/test";

/** What the focused element shows: its indicator's colour against the colour right around it. */
export interface FocusIndicator {
  /** The focused element, as "tag#id.class" with its text, to say which one failed. */
  element: string;
  /** Whether an outline or ring is drawn at all. */
  visible: boolean;
  /** The indicator's contrast ratio with the colours it touches (the lowest, when there are two). */
  contrast: number;
  indicator: string;
  around: string;
}

/**
 * Measures the focus indicator of the focused element from computed styles: an outline (or a
 * Tailwind ring, a spread box-shadow) on it or, for a visually hidden input, on the ancestor that draws
 * it for it. Colours are resolved by painting them on a canvas, so oklch() and alpha are handled as
 * the browser does; translucent backgrounds are laid over what is beneath them.
 */
export function focusIndicator(page: Page): Promise<FocusIndicator | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "#000";
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (bottom[i] ?? 0) * (1 - (top[3] ?? 1)));
    /** The colour behind `element`'s box (its own background included when `own`), all layers laid. */
    const backgroundOf = (element: Element | null, own: boolean): number[] => {
      const layers: string[] = [];
      for (let node = own ? element : (element?.parentElement ?? null); node; node = node.parentElement)
        layers.push(getComputedStyle(node).backgroundColor);
      let color = [255, 255, 255];
      for (const layer of layers.reverse()) color = over(rgba(layer), color);
      return color;
    };
    const luminance = (color: number[]) => {
      const [r, g, b] = color.map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const css = (color: number[]) => `rgb(${color.map(Math.round).join(" ")})`;
    /** The ring of a box-shadow list: its spread shadows, the outermost being the ring drawn. */
    const rings = (shadow: string) =>
      [
        ...shadow.matchAll(
          /((?:rgba?|oklch|oklab|color)\([^)]*\)|#[0-9a-f]+)\s+0px\s+0px\s+0px\s+(\d+(?:\.\d+)?)px/gi,
        ),
      ]
        .map((m) => ({ color: m[1] as string, spread: Number(m[2]) }))
        .filter((ring) => ring.spread > 0 && rgba(ring.color)[3] > 0);
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} “${(element.textContent ?? "").trim().slice(0, 40) || element.getAttribute("aria-label") || ""}”`;

    for (
      let node: Element | null = active, depth = 0;
      node && depth < 4;
      node = node.parentElement, depth++
    ) {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue; // visually hidden: an ancestor draws its focus
      if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1) {
        const indicator = over(rgba(style.outlineColor), backgroundOf(node, false));
        const inside = Number.parseFloat(style.outlineOffset) < 0;
        const around = backgroundOf(node, inside);
        return {
          element: nameOf(active),
          visible: true,
          contrast: ratio(indicator, around),
          indicator: css(indicator),
          around: css(around),
        };
      }
      const ring = rings(style.boxShadow);
      const outer = ring.sort((a, b) => b.spread - a.spread)[0];
      if (outer) {
        const outside = backgroundOf(node, false);
        const indicator = over(rgba(outer.color), outside);
        // A ring offset (an inner ring of another colour) is what the ring touches inside; else the box.
        const inner = ring[1] ? over(rgba(ring[1].color), outside) : backgroundOf(node, true);
        const contrast = Math.min(ratio(indicator, outside), ratio(indicator, inner));
        return {
          element: nameOf(active),
          visible: true,
          contrast,
          indicator: css(indicator),
          around: `${css(outside)} / ${css(inner)}`,
        };
      }
    }
    return { element: nameOf(active), visible: false, contrast: 1, indicator: "none", around: "" };
  });
}

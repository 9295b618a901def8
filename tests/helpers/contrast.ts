/** Colour contrast as WCAG 2.1 measures it, for `#rrggbb` and `rgb(r, g, b)` colours. */

/** The sRGB channels of `#rrggbb` or `rgb(r, g, b)`. */
function channels(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  const parts = hex ? hex.slice(1).map((part) => parseInt(part, 16)) : rgb?.slice(1).map(Number);
  if (!parts || parts.length !== 3) throw new Error(`unreadable colour ${color}`);
  return parts as [number, number, number];
}

/** Relative luminance, as WCAG 2.1 defines it. */
function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prism';

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

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('the contrast helper agrees with known WCAG ratios', () => {
  assert.equal(contrast('#000000', '#ffffff').toFixed(1), '21.0');
  assert.equal(contrast('#767676', '#ffffff').toFixed(2), '4.54');
  assert.equal(contrast('rgb(255, 255, 255)', '#777777').toFixed(2), '4.48');
});

for (const [name, theme] of [
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as Array<[string, PrismTheme]>) {
  test(`every token colour of the ${name} code theme has 4.5:1 on its background`, () => {
    const background = theme.plain.backgroundColor!;
    const colors = [theme.plain.color!, ...theme.styles.map((entry) => entry.style.color)];
    for (const color of colors.filter((value): value is string => Boolean(value))) {
      assert.ok(
        contrast(color, background) >= 4.5,
        `${color} on ${background}: ${contrast(color, background).toFixed(2)}:1`,
      );
    }
  });
}

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prism';
import { contrast } from '../helpers/contrast';

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

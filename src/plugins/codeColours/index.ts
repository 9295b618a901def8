import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../config/prism';

/**
 * Code colours for both colour modes in the stylesheet, generated from the Prism themes of
 * src/config/prism.ts: the server renders code with Prism's token classes and no colours
 * (src/theme/CodeBlock/Content), so the colours are right from the first paint in either mode, a
 * change of mode re-highlights nothing, and the browser needs Prism only for code it renders.
 */

const kebab = (name: string): string =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Record<string, unknown>, where: string): string[] {
  return Object.entries(style).map(([name, value]) => {
    if (!/^[a-zA-Z]+$/.test(name) || !/^[#\w(),. %-]+$/.test(String(value))) {
      throw new Error(`code colours: unexpected style ${name}: ${String(value)} in ${where}`);
    }
    return `${kebab(name)}: ${String(value)};`;
  });
}

const block = (selectors: string[], lines: string[]): string =>
  `${selectors.join(',\n')} {\n${lines.map((line) => `  ${line}`).join('\n')}\n}`;

/**
 * Each mode's plain colours as the variables the theme's code block reads, then each theme entry
 * as one rule scoped to its mode, in its theme's order: a token of several types gets what the
 * renderer would give it (the later entry wins; a type the mode does not colour inherits).
 * Without script (no `data-theme`), the page shows the light colours.
 */
export function codeColoursCss(light: PrismTheme, dark: PrismTheme): string {
  const modes: Array<[string, PrismTheme]> = [
    ["html:not([data-theme='dark'])", light],
    ["html[data-theme='dark']", dark],
  ];
  const rules = modes.flatMap(([scope, theme]) => [
    block(
      [scope],
      [
        `--prism-color: ${theme.plain.color ?? 'inherit'};`,
        `--prism-background-color: ${theme.plain.backgroundColor ?? 'transparent'};`,
      ],
    ),
    ...theme.styles
      // A class rule cannot see the language; our themes have no such entry.
      .filter((entry) => !entry.languages)
      .map((entry) =>
        block(
          [`${scope} .prism-code :is(${entry.types.map((type) => `.token.${type}`).join(', ')})`],
          declarations(entry.style, `${scope} ${entry.types.join(' ')}`),
        ),
      ),
  ]);
  return ['/* Generated from src/config/prism.ts by src/plugins/codeColours. */', ...rules].join(
    '\n',
  );
}

export default function codeColours(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-colours', 'tokens.css');
  const css = `${codeColoursCss(lightCodeTheme, darkCodeTheme)}\n`;
  // Written only when it changes, so that the dev server does not rebuild for nothing.
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, css);
  }
  return { name: 'code-colours', getClientModules: () => [file] };
}

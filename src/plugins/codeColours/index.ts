import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../config/prism';

// Code is rendered with token classes and no colours: with both modes' colours in the stylesheet,
// a change of mode re-highlights nothing, and the browser needs Prism only for code it renders.

function declarations(style: Record<string, unknown>, where: string): string[] {
  return Object.entries(style).map(([name, value]) => {
    if (!/^[a-zA-Z]+$/.test(name) || !/^[#\w(),. %-]+$/.test(String(value)))
      throw new Error(`code colours: unexpected style ${name}: ${String(value)} in ${where}`);
    return `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${String(value)};`;
  });
}

const block = (selector: string, lines: string[]): string =>
  `${selector} {\n${lines.map((line) => `  ${line}`).join('\n')}\n}`;

// Entries keep their theme's order, so a token of several types gets what the renderer would give
// it (the later entry wins; a type the mode does not colour inherits).
export function codeColoursCss(light: PrismTheme, dark: PrismTheme): string {
  const modes: [string, PrismTheme][] = [
    ["html:not([data-theme='dark'])", light],
    ["html[data-theme='dark']", dark],
  ];
  const rules = modes.flatMap(([scope, theme]) => [
    block(scope, [
      `--prism-color: ${theme.plain.color ?? 'inherit'};`,
      `--prism-background-color: ${theme.plain.backgroundColor ?? 'transparent'};`,
    ]),
    ...theme.styles
      // A class rule cannot see the language; our themes have no such entry.
      .filter((entry) => !entry.languages)
      .map((entry) =>
        block(
          `${scope} .prism-code :is(${entry.types.map((type) => `.token.${type}`).join(', ')})`,
          declarations(entry.style, `${scope} ${entry.types.join(' ')}`),
        ),
      ),
  ]);
  return `/* Generated from src/config/prism.ts by src/plugins/codeColours. */\n${rules.join('\n')}`;
}

export default function codeColours(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-colours', 'tokens.css');
  const css = `${codeColoursCss(lightCodeTheme, darkCodeTheme)}\n`;
  // Written only when it changes, so that the dev server does not rebuild.
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, css);
  }
  return { name: 'code-colours', getClientModules: () => [file] };
}

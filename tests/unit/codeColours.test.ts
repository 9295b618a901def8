import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PrismTheme } from 'prism-react-renderer';
import { codeColoursCss } from '../../src/plugins/codeColours';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prism';

const light = "html:not([data-theme='dark'])";
const dark = "html[data-theme='dark']";

/** The declarations of every rule whose selector list includes `selector`, in order. */
function rulesFor(css: string, selector: string): string[] {
  const rules: string[] = [];
  for (const match of css.replace(/\/\*[^]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    // `scope .prism-code :is(.token.a, .token.b)` stands for one selector per type.
    const written = match[1]!.trim();
    const grouped = /^(.*) :is\((.*)\)$/.exec(written);
    const scope = grouped ? grouped[1]! : written;
    const types = grouped ? grouped[2]! : '';
    const selectors = types ? types.split(',').map((type) => `${scope} ${type.trim()}`) : [scope];
    if (selectors.includes(selector)) rules.push(match[2]!.trim());
  }
  return rules;
}

const ruleFor = (css: string, selector: string): string | undefined => rulesFor(css, selector)[0];

const fixtureLight: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#fafafa' },
  styles: [
    { types: ['comment'], style: { color: '#555555', fontStyle: 'italic' } },
    { types: ['keyword', 'tag'], style: { color: '#0000aa' } },
    { types: ['tag'], style: { color: '#aa0000' } },
    { types: ['keyword'], languages: ['css'], style: { color: '#00aa00' } },
  ],
};
const fixtureDark: PrismTheme = {
  plain: { color: '#eeeeee', backgroundColor: '#222222' },
  styles: [{ types: ['keyword'], style: { color: '#ccccff' } }],
};

test('each mode gets its plain colours and its own token rules, in theme order', () => {
  const css = codeColoursCss(fixtureLight, fixtureDark);
  assert.match(
    ruleFor(css, light)!,
    /--prism-color: #111111;\s+--prism-background-color: #fafafa;/,
  );
  assert.match(ruleFor(css, dark)!, /--prism-color: #eeeeee;\s+--prism-background-color: #222222;/);
  assert.equal(
    ruleFor(css, `${light} .prism-code .token.comment`),
    'color: #555555;\n  font-style: italic;',
  );
  assert.equal(ruleFor(css, `${dark} .prism-code .token.keyword`), 'color: #ccccff;');
  // The later entry wins, as in the renderer: it comes later in the sheet.
  assert.ok(css.lastIndexOf('#aa0000') > css.indexOf('#0000aa'));
  // What dark mode does not colour keeps the inherited colour: no dark rule at all.
  assert.equal(ruleFor(css, `${dark} .prism-code .token.comment`), undefined);
  // A rule cannot see the language: language-specific entries are left out.
  assert.doesNotMatch(css, /#00aa00/);
});

test('a style the stylesheet cannot express fails loudly', () => {
  const broken: PrismTheme = {
    plain: {},
    styles: [{ types: ['comment'], style: { color: 'red;} body{display:none' } }],
  };
  assert.throws(() => codeColoursCss(broken, fixtureDark), /unexpected style color/);
});

test("the site's two code themes each colour every token type they name", () => {
  const css = codeColoursCss(lightCodeTheme, darkCodeTheme);
  for (const [scope, theme] of [
    [light, lightCodeTheme],
    [dark, darkCodeTheme],
  ] as const) {
    // The colour the renderer gives each type: its last entry's.
    const colours = new Map<string, string>();
    for (const entry of theme.styles) {
      for (const type of entry.types) if (entry.style.color) colours.set(type, entry.style.color);
    }
    for (const [type, colour] of colours) {
      const rules = rulesFor(css, `${scope} .prism-code .token.${type}`);
      const last = rules.filter((rule) => rule.includes('color:')).pop();
      assert.ok(last?.includes(`color: ${colour};`), `${scope} ${type}: ${colour}`);
    }
  }
});

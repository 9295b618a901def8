import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import nodeModule, { createRequire } from 'node:module';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import { parsePlainMarkdown } from '../../src/theme/Markdown/plainMarkdown';
import Markdown from '../../src/theme/Markdown';
import { loadSpec } from '../../src/api/openapiSpec';

const localRequire = createRequire(__filename);

/**
 * The OpenAPI theme's renderer as it is configured in
 * docusaurus-theme-openapi-docs 5.2 (lib/theme/Markdown): react-markdown with
 * remark-gfm and rehype-raw. Its admonition plugin and its code-block and
 * `pre` components only act on text plainMarkdown.ts does not read.
 */
function themeHtml(markdown: string): string {
  return renderToStaticMarkup(
    createElement(
      ReactMarkdown,
      { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeRaw] },
      markdown,
    ),
  );
}

const ours = (markdown: string): string =>
  renderToStaticMarkup(createElement(Markdown, null, markdown) as ReactNode);

/** `markdown` is read here and renders as the theme renders it. */
function assertSameAsTheme(markdown: string): void {
  assert.notEqual(parsePlainMarkdown(markdown), null, markdown);
  assert.equal(ours(markdown), themeHtml(markdown), markdown);
}

/** The bundled spec, as `npm run api:generate` writes it (unit tests run before any build). */
const readSpec = (): unknown => loadSpec();

/** Every object of the spec that has a `type`, `enum`, `items` or `allOf`: the schemas, roughly. */
function specSchemas(): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (['type', 'enum', 'items', 'allOf'].some((key) => key in object)) found.push(object);
      Object.values(object).forEach(visit);
    }
  };
  visit(readSpec());
  return found;
}

/**
 * The theme's own "Possible values" line of a schema (lib/markdown/schema.js),
 * which it renders as Markdown too. It imports Docusaurus's translate(), which
 * only exists in a site build; here it returns the default message.
 */
function themeQualifierMessage(): (schema: unknown) => string | undefined {
  const Module = nodeModule as unknown as { _load: (...args: unknown[]) => unknown };
  const load = Module._load;
  Module._load = function (request: unknown, ...rest: unknown[]) {
    if (request === '@docusaurus/Translate')
      return { translate: ({ message }: { message: string }) => message };
    return load.call(this, request, ...rest);
  };
  try {
    return (
      localRequire('docusaurus-theme-openapi-docs/lib/markdown/schema.js') as {
        getQualifierMessage: (schema: unknown) => string | undefined;
      }
    ).getQualifierMessage;
  } finally {
    Module._load = load;
  }
}

function specDescriptions(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'description' && typeof child === 'string') found.add(child);
        else visit(child);
      }
    }
  };
  visit(readSpec());
  return [...found];
}

test('the theme renders its Markdown as this test assumes', () => {
  const themeFile = localRequire.resolve(
    'docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js',
  );
  const source = fs.readFileSync(themeFile, 'utf8');
  assert.match(source, /rehypePlugins=\{\[rehypeRaw\]\}/);
  assert.match(source, /remarkPlugins=\{\[remarkGfm, remarkAdmonition\]\}/);
});

test('every description of the spec is read here and renders to the HTML of the theme', () => {
  const descriptions = specDescriptions();
  assert.ok(descriptions.length > 1000, `only ${descriptions.length} descriptions found`);
  const unread = descriptions.filter((text) => parsePlainMarkdown(text) === null);
  assert.deepEqual(
    unread,
    [],
    'these descriptions use Markdown that src/theme/Markdown/plainMarkdown.ts does not read, so API pages would load the theme renderer: extend it or simplify them',
  );
  const different = descriptions
    .map((text) => ({ text, ours: ours(text), theme: themeHtml(text) }))
    .filter((row) => row.ours !== row.theme);
  assert.deepEqual(different.slice(0, 5), []);
});

test("the theme's 'Possible values' lines of every schema of the spec are read here, with the same HTML", () => {
  const qualifierMessage = themeQualifierMessage();
  const messages = new Set<string>();
  for (const schema of specSchemas()) {
    const message = qualifierMessage(schema);
    if (message) messages.add(message);
  }
  assert.ok(messages.size > 20, `only ${messages.size} qualifier lines found`);
  messages.forEach(assertSameAsTheme);
});

test('paragraphs, code, links, bold text and written-out addresses render as the theme renders them', () => {
  const samples = [
    'One line.',
    'First paragraph.\n\nSecond, with a\nsoft break.',
    'Use `GET /api/admin/projects` or ``a `tick` inside``, and ` spaced `.',
    '**Deprecated.** Use [Remove a release plan](/reference/api/unleash/remove-release-plan) instead.',
    '**[Bold link](/x)** and [a `code` label](https://docs.getunleash.io/a?b=c#d).',
    'a**b**c, **unclosed, and ** spaced **.',
    'See https://unleash.example.com/path, or https://example.com/unleash.',
    'In parentheses (https://example.com/a(b)) and (https://example.com/x).',
    'Quotes "like this" and it\'s fine; 50% of (a).',
    '**Possible values:** [`admin`, `editor`], `>= 1`, [[a](/b)] and [plain] text',
    'An undefined [reference][1] is text.',
  ];
  samples.forEach(assertSameAsTheme);
});

test('Markdown it does not read goes to the theme renderer', () => {
  const others = [
    '- a list',
    '# Heading',
    'Some *emphasis*.',
    'snake_case outside code',
    'An <b>HTML</b> tag',
    'Escaped \\* star',
    'AT&amp;T',
    'Mail me@example.com',
    'See www.example.com',
    '![image](/a.png)',
    '[defined]\n\n[defined]: /target',
    '[spaced](/a b)',
    '| a | b |\n| - | - |',
    '```\ncode\n```',
    ':::note\nHi\n:::',
    'Hard  \nbreak',
    'lone ` backtick',
    '[link](/a "title")',
    '***',
    'Setext\n===',
  ];
  for (const text of others) assert.equal(parsePlainMarkdown(text), null, text);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import * as cheerio from 'cheerio';
import mermaidSvg, { fenceTitle } from '../../src/plugins/mermaidSvg';
import { findMermaidProblems, readDiagram } from '../../src/plugins/mermaidSvg/syntax';
import { mermaidSourceAttribute } from '../../src/config/llms';
import { readFixture } from '../helpers/fixtures';
import { contrast } from '../helpers/contrast';

/** Compiles an MDX page with the plugin, as the docs do, and renders it on the "server". */
async function renderPage(source: string, file = 'docs/page.md'): Promise<cheerio.CheerioAPI> {
  const { evaluate } = await import('@mdx-js/mdx');
  const page = await evaluate(
    { value: source, path: file, data: { frontMatter: { title: 'Fixture page' } } },
    { ...runtime, remarkPlugins: [mermaidSvg] } as unknown as Parameters<typeof evaluate>[1],
  );
  return cheerio.load(renderToStaticMarkup(createElement(page.default)));
}

test('every diagram type the docs use becomes an accessible inline SVG', async () => {
  const $ = await renderPage(readFixture('mermaid', 'all-types.md'));
  const diagrams = $('.site-diagram');
  assert.equal(diagrams.length, 3);
  diagrams.each((index, element) => {
    const svg = $(element).children('svg');
    assert.equal(svg.length, 1, `diagram ${index + 1} is an inline <svg>`);
    assert.equal(svg.attr('role'), 'img');
    const title = $(`#${svg.attr('aria-labelledby')}`);
    const desc = $(`#${svg.attr('aria-describedby')}`);
    assert.equal(title.prop('tagName')?.toLowerCase(), 'title');
    assert.equal(desc.prop('tagName')?.toLowerCase(), 'desc');
    assert.ok(title.text().length > 5);
    assert.ok(desc.text().length > 20);
    // No fonts from the network, no page-wide <style> rules.
    assert.equal(svg.find('style').length, 0);
    assert.doesNotMatch($.html(element), /googleapis|@import/);
    assert.ok($(element).attr(mermaidSourceAttribute)?.trim().length, 'source kept for llms');
  });

  // Name: the fence's title, otherwise the kind and the nearest heading.
  const names = diagrams.map((_, element) => $(element).find('title').first().text()).get();
  assert.deepEqual(names, [
    'How a flag is evaluated',
    'Sequence diagram: Polling for changes',
    'State diagram: Lifecycle of a change request',
  ]);
  // Description: the diagram read out in words.
  const descriptions = diagrams.map((_, element) => $(element).find('desc').first().text()).get();
  assert.equal(
    descriptions[0],
    'Flowchart, left to right. isEnabled() leads to Flag on? Flag on? leads to true (Yes). Flag on? leads to false (No).',
  );
  assert.match(descriptions[1]!, /^Sequence diagram between Your service and Unleash server\. /);
  assert.match(
    descriptions[1]!,
    /Repeated \(Every 15 seconds\): Your service to Unleash server: GET \/api\/client\/features\./,
  );
  assert.match(descriptions[1]!, /Unleash server to Your service \(reply\): Flag configuration\./);
  assert.match(
    descriptions[2]!,
    /^State diagram, left to right\. From the start to Draft\. From Draft to In review \(submit\)\./,
  );

  // Ids inside the SVGs are unique on the page and point at their own markers.
  const ids = $('[id]')
    .map((_, element) => $(element).attr('id'))
    .get();
  assert.equal(new Set(ids).size, ids.length, 'no duplicate ids');
  const references = $.html().match(/url\(#[^)]*\)/g) ?? [];
  assert.ok(references.length > 0);
  for (const reference of references) {
    assert.ok(ids.includes(reference.slice(5, -1)), `${reference} has a target`);
  }
});

test('the source round-trips to the Markdown copy unchanged', async () => {
  const $ = await renderPage(readFixture('mermaid', 'all-types.md'));
  const source = $('.site-diagram').first().attr(mermaidSourceAttribute);
  assert.equal(
    source,
    'flowchart LR\n    A["isEnabled()"] --> B{Flag on?}\n    B -- Yes --> C[true]\n    B -- No --> D[false]',
  );
});

test('a syntax error fails with the file and the line of the mistake', async () => {
  await assert.rejects(
    renderPage(readFixture('mermaid', 'syntax-error.md'), 'docs/broken.md'),
    (error: Error) => {
      assert.match(error.message, /docs\/broken\.md:9: Mermaid: cannot read 'A ->> B'/);
      assert.match(
        error.message,
        /docs\/broken\.md:16: Mermaid: cannot read the message 'Client -> > Server: hello'/,
      );
      return true;
    },
  );
});

test('check:docs finds the same mistakes by file line without compiling', () => {
  const problems = findMermaidProblems(readFixture('mermaid', 'syntax-error.md'));
  assert.deepEqual(
    problems.map((problem) => problem.line),
    [9, 16],
  );
  assert.deepEqual(findMermaidProblems(readFixture('mermaid', 'all-types.md')), []);
});

test('a diagram type the renderer cannot draw is an error, not a blank', () => {
  const { problems } = readDiagram('gitGraph\n    commit id: "main"');
  assert.equal(problems.length, 1);
  assert.match(problems[0]!.message, /'gitGraph' cannot be drawn at build time/);
});

test('the reader rejects what beautiful-mermaid would silently drop', () => {
  const cases: [string, RegExp][] = [
    ['flowchart LR\n  A[open --> B', /does not close with '\]'/],
    ['flowchart LR\n  A --> ', /expected an arrow|expected a box id/],
    ['flowchart LR\n  subgraph one\n  A --> B', /without a closing 'end'/],
    ['sequenceDiagram\n  loop Every minute\n  A->>B: hi', /without a closing 'end'/],
    ['stateDiagram-v2\n  A -> B', /cannot read 'A -> B'/],
  ];
  for (const [source, message] of cases) {
    const { problems } = readDiagram(source);
    assert.ok(
      problems.some((problem) => message.test(problem.message)),
      `${source}: ${JSON.stringify(problems)}`,
    );
  }
});

test('parallelogram and trapezoid boxes keep their whole text', () => {
  const { model, problems } = readDiagram(
    'flowchart LR\n  A[/In put/] --> B[\\Back\\]\n  B --> C[/Trap ez\\] --> D[\\Alt/]',
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(
    [...model!.labels],
    [
      ['A', 'In put'],
      ['B', 'Back'],
      ['C', 'Trap ez'],
      ['D', 'Alt'],
    ],
  );
  assert.deepEqual(
    model!.connections.map(({ from, to }) => `${from}-${to}`),
    ['A-B', 'B-C', 'C-D'],
  );
  assert.match(
    readDiagram('flowchart LR\n  A[/never closed --> B').problems[0]!.message,
    /does not close with '\/\]' or '\\\]'/,
  );
});

test('fence titles', () => {
  assert.equal(fenceTitle('title="Flag evaluation"'), 'Flag evaluation');
  assert.equal(fenceTitle("title='Single'"), 'Single');
  assert.equal(fenceTitle(''), undefined);
  assert.equal(fenceTitle(null), undefined);
});

// ------------------------------------------------------------------ contrast

/** The `--site-diagram-*` tokens of one block of diagrams.css. */
function tokens(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--site-diagram-([a-z-]+):\s*(#[0-9a-f]{6})/g)].map((m) => [m[1]!, m[2]!]),
  );
}

test('diagram colours meet WCAG contrast in both colour modes', () => {
  const css = fs.readFileSync(
    path.join(__dirname, '..', '..', 'src', 'plugins', 'mermaidSvg', 'diagrams.css'),
    'utf8',
  );
  for (const selector of [':root', "[data-theme='dark']"]) {
    const t = tokens(css, selector);
    assert.equal(Object.keys(t).length, 10, `${selector} sets every token`);
    const fills = [t.bg!, t.box!, t['group-header']!];
    for (const text of ['text', 'text-secondary', 'text-muted']) {
      for (const fill of fills) {
        const ratio = contrast(t[text]!, fill);
        assert.ok(ratio >= 4.5, `${selector} ${text} on ${fill}: ${ratio.toFixed(2)}`);
      }
    }
    for (const line of ['line', 'arrow', 'box-edge', 'inner-line']) {
      for (const fill of [t.bg!, t.box!]) {
        const ratio = contrast(t[line]!, fill);
        assert.ok(ratio >= 3, `${selector} ${line} on ${fill}: ${ratio.toFixed(2)}`);
      }
    }
  }
});

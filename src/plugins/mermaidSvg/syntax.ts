// A strict reading of our Mermaid: beautiful-mermaid drops a line it does not know without a
// word, so a typo would silently lose a box. What is read makes the diagram's text description.

type DiagramKind = 'flowchart' | 'sequence' | 'state' | 'class' | 'er' | 'xychart';

export type SyntaxProblem = { line: number; message: string };

export interface DiagramModel {
  kind: DiagramKind;
  name: string;
  direction?: string;
  /** Box or participant id → its text, in order of first mention. */
  labels: Map<string, string>;
  connections: { from: string; to: string; label?: string }[];
  groups: { label: string; members: string[] }[];
  /** A sequence diagram's messages, notes and blocks. */
  steps: string[];
}

/** The diagram types beautiful-mermaid draws: the line that opens them, and their name. */
const kinds: [RegExp, DiagramKind, string][] = [
  [/^(?:flowchart|graph)(?:\s+(TD|TB|BT|LR|RL))?$/, 'flowchart', 'Flowchart'],
  [/^sequenceDiagram$/, 'sequence', 'Sequence diagram'],
  [/^stateDiagram(?:-v2)?$/, 'state', 'State diagram'],
  [/^classDiagram$/, 'class', 'Class diagram'],
  [/^erDiagram$/, 'er', 'Entity relationship diagram'],
  [/^xychart(?:-beta)?(?:\s+horizontal)?$/, 'xychart', 'Chart'],
];

const directions: Record<string, string> = {
  TD: 'top to bottom',
  TB: 'top to bottom',
  BT: 'bottom to top',
  LR: 'left to right',
  RL: 'right to left',
};

export function readDiagram(source: string): { model?: DiagramModel; problems: SyntaxProblem[] } {
  // Blank lines and `%%` comments say nothing; the line numbers stay the source's.
  const [header, ...body] = source
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text && !text.startsWith('%%'));
  if (!header) return { problems: [{ line: 1, message: 'empty Mermaid diagram' }] };
  const match = kinds.find(([pattern]) => pattern.test(header.text));
  if (!match) {
    const word = header.text.split(/\s+/)[0];
    const message = `Mermaid diagram type '${word}' cannot be drawn at build time; use one of flowchart, sequenceDiagram, stateDiagram-v2, classDiagram, erDiagram, xychart-beta`;
    return { problems: [{ line: header.line, message }] };
  }
  const [pattern, kind, name] = match;
  const model: DiagramModel = {
    kind,
    name,
    labels: new Map(),
    connections: [],
    groups: [],
    steps: [],
  };
  const direction = pattern.exec(header.text)?.[1];
  if (direction) model.direction = directions[direction];
  const grammar = grammars[kind]?.(model);
  if (!grammar) return { model, problems: [] };
  const problems: SyntaxProblem[] = [];
  for (const { text, line } of body) {
    const statement = grammar.statements.find(([statementPattern]) => statementPattern.test(text));
    const problem = statement ? statement[1](statement[0].exec(text)!, line) : grammar.other(text);
    if (problem) problems.push({ line, message: problem });
  }
  for (const { line } of grammar.open) problems.push({ line, message: grammar.unclosed });
  return { model, problems };
}

/** A returned string is a problem. */
type Statement = [RegExp, (match: RegExpExecArray, line: number) => string | void];

interface Grammar {
  /** The first whose pattern matches a line reads it; `other` reads the rest. */
  statements: Statement[];
  other: (text: string) => string | void;
  /** The groups or blocks open, with the line that opened each; `unclosed` is said of them. */
  open: { line: number }[];
  unclosed: string;
}

/** For statements that only style or number the drawing. */
const ignore = (): void => {};

/** `direction LR` at the top level is the diagram's; inside a subgraph or state, only that group's. */
function directionStatement(model: DiagramModel, open: unknown[]): Statement {
  return [
    /^direction\s+(TD|TB|BT|LR|RL)$/,
    ([, direction]) => {
      if (open.length === 0) model.direction = directions[direction!];
    },
  ];
}

/** A participant's or state's text is its id until something names it. */
function mention(model: DiagramModel, id: string): string {
  if (!model.labels.has(id)) model.labels.set(id, id);
  return model.labels.get(id)!;
}

function naming(model: DiagramModel): Statement[1] {
  return ({ groups }) =>
    void model.labels.set(groups!.id!, plainLabel(groups!.text ?? groups!.id!));
}

/** Quotes and Mermaid's entity codes (`#quot;`) removed, `<br>` as a space. */
function plainLabel(text: string): string {
  return text
    .trim()
    .replace(/^"([\s\S]*)"$/, '$1')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/#quot;/g, '"')
    .replace(/#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

const inParentheses = (words: string | undefined): string => (words ? ` (${words})` : '');

/** Shape delimiters: the opener, then the closers it takes. Longest opener first so `([` wins over `(`. */
const shapes: [string, ...string[]][] = [
  ['([', '])'],
  ['[[', ']]'],
  ['[(', ')]'],
  ['((', '))'],
  ['{{', '}}'],
  // Parallelograms (`[/a/]`, `[\a\]`) and trapezoids (`[/a\]`, `[\a/]`).
  ['[/', '/]', '\\]'],
  ['[\\', '\\]', '/]'],
  ['[', ']'],
  ['(', ')'],
  ['{', '}'],
  ['>', ']'],
];

const plainLink =
  /^<?(?:-{2,}>|-{3,}|-\.+->|-\.+-|={2,}>|={3,}|-{2,}[ox](?![\w])|={2,}[ox](?![\w]))/;
/** `-- text -->`, `-. text .->`, `== text ==>`. */
const textLinks: RegExp[] = [
  /^<?--\s+("[^"]*"|[^"]+?)\s+(?:-{2,}>|-{3,})/,
  /^<?-\.\s+("[^"]*"|[^"]+?)\s+\.+->?/,
  /^<?==\s+("[^"]*"|[^"]+?)\s+(?:={2,}>|={3,})/,
];

type NodeRef = { id: string; label?: string };

function readNode(text: string): { node: NodeRef; rest: string } | string {
  const id = /^[A-Za-z0-9_]+/.exec(text)?.[0];
  if (!id) return `expected a box id at '${text.slice(0, 20)}'`;
  let rest = text.slice(id.length);
  let label: string | undefined;
  const shape = shapes.find(([open]) => rest.startsWith(open));
  if (shape) {
    const [open, ...closers] = shape;
    const inner = rest.slice(open.length);
    // Every closer of a shape has the same length.
    const closeAt = (from: number): number =>
      Math.min(...closers.map((c) => inner.indexOf(c, from)).map((i) => (i < 0 ? Infinity : i)));
    // A quoted text may hold a closer: the box closes after the closing quote.
    const quoted = inner.trimStart().startsWith('"');
    const textEnd = quoted ? inner.indexOf('"', inner.indexOf('"') + 1) + 1 : 0;
    if (quoted && !textEnd) return `unclosed quote in the text of box '${id}'`;
    const end = closeAt(textEnd);
    if (end === Infinity)
      return `box '${id}' opens with '${open}' but does not close with '${closers.join("' or '")}'`;
    if (quoted && inner.slice(textEnd, end).trim() !== '') {
      return `text after the closing quote in box '${id}'`;
    }
    label = plainLabel(inner.slice(0, end));
    rest = inner.slice(end + closers[0]!.length);
  }
  return { node: { id, label }, rest: rest.replace(/^:::[A-Za-z0-9_-]+/, '') };
}

/** `a & b` */
function readNodeGroup(text: string): { nodes: NodeRef[]; rest: string } | string {
  const read = readNode(text);
  if (typeof read === 'string') return read;
  const rest = read.rest.trimStart();
  if (!rest.startsWith('&')) return { nodes: [read.node], rest };
  const more = readNodeGroup(rest.slice(1).trimStart());
  return typeof more === 'string' ? more : { ...more, nodes: [read.node, ...more.nodes] };
}

function readLink(text: string): { label?: string; rest: string } | undefined {
  const match = textLinks.map((pattern) => pattern.exec(text)).find(Boolean);
  if (match) return { label: plainLabel(match[1]!), rest: text.slice(match[0].length) };
  const plain = plainLink.exec(text);
  if (!plain) return undefined;
  let rest = text.slice(plain[0].length).trimStart();
  let label: string | undefined;
  if (rest.startsWith('|')) {
    const end = rest.indexOf('|', 1);
    if (end < 0) return undefined;
    label = plainLabel(rest.slice(1, end));
    rest = rest.slice(end + 1);
  }
  return { label, rest };
}

const flowchart = (model: DiagramModel): Grammar => {
  const open: { label: string; members: string[]; line: number }[] = [];
  const remember = (node: NodeRef): void => {
    model.labels.set(node.id, node.label || model.labels.get(node.id) || node.id);
    for (const group of open) if (!group.members.includes(node.id)) group.members.push(node.id);
  };
  return {
    open,
    unclosed: "'subgraph' without a closing 'end'",
    statements: [
      directionStatement(model, open),
      [/^(?:classDef|class|style|linkStyle|click)\s/, ignore],
      [
        /^end$/,
        () => {
          const group = open.pop();
          if (!group) return "'end' without a 'subgraph' to close";
          model.groups.push(group);
        },
      ],
      [
        /^subgraph\s+(.+)$/,
        ([, head], line) => {
          const read = readNode(head!.trim().replace(/^([A-Za-z0-9_]+)\s+\[/, '$1['));
          const whole = typeof read !== 'string' && read.rest.trim() === '';
          const label = whole ? (read.node.label ?? read.node.id) : plainLabel(head!);
          open.push({ label, members: [], line });
        },
      ],
    ],
    // A chain of boxes and arrows: `a --> b & c -- text --> d`.
    other: (text) => {
      let from: NodeRef[] | undefined;
      let link: { label?: string; rest: string } | undefined = { rest: text };
      for (;;) {
        const read = readNodeGroup(link.rest.trimStart());
        if (typeof read === 'string') return from ? `${read} after an arrow` : read;
        read.nodes.forEach(remember);
        for (const a of from ?? []) {
          for (const b of read.nodes)
            model.connections.push({ from: a.id, to: b.id, label: link.label });
        }
        from = read.nodes;
        const rest = read.rest.trim();
        if (!rest) return;
        link = readLink(rest);
        if (!link) {
          return `cannot read '${text}': expected an arrow such as '-->' or '-- text -->' at '${rest.slice(0, 20)}'`;
        }
      }
    },
  };
};

const actorId = '[A-Za-z0-9_]+';
const sequenceArrow = '-->>|->>|-->|->|--x|-x|--\\)|-\\)';
const blockNames: Record<string, string> = {
  loop: 'Repeated',
  alt: 'If',
  opt: 'Optionally',
  par: 'In parallel',
  critical: 'Critical',
  break: 'Stop when',
  rect: 'Highlighted',
};

const sequence = (model: DiagramModel): Grammar => {
  const open: { line: number }[] = [];
  const step = (text: string): void => void model.steps.push(text);
  return {
    open,
    unclosed: "block without a closing 'end'",
    statements: [
      [/^(autonumber|title\b.*|(de)?activate\s+\S+)$/, ignore],
      [/^box\b.*$/, (_, line) => void open.push({ line })],
      [
        new RegExp(`^(?:participant|actor)\\s+(?<id>${actorId})(?:\\s+as\\s+(?<text>.+))?$`),
        naming(model),
      ],
      [
        new RegExp(`^(${actorId})\\s*(${sequenceArrow})\\s*([+-]?)\\s*(${actorId})\\s*:(.*)$`),
        ([, from, arrow, , to, words]) => {
          const reply = arrow!.startsWith('--') ? ' (reply)' : '';
          step(`${mention(model, from!)} to ${mention(model, to!)}${reply}: ${plainLabel(words!)}`);
        },
      ],
      [
        new RegExp(
          `^note\\s+(?:over|left of|right of)\\s+(${actorId})(?:\\s*,\\s*(${actorId}))?\\s*:(.*)$`,
          'i',
        ),
        ([, first, second, words]) => {
          const who = [first, second].filter(Boolean).map((id) => mention(model, id!));
          step(`Note about ${who.join(' and ')}: ${plainLabel(words!)}`);
        },
      ],
      [
        /^(loop|alt|opt|par|critical|break|rect)\b\s*(.*)$/,
        ([, keyword, words], line) => {
          open.push({ line });
          step(`${blockNames[keyword!]}${inParentheses(plainLabel(words!))}:`);
        },
      ],
      [
        /^(else|and)\b\s*(.*)$/,
        ([, keyword, words]) => {
          step(`Otherwise${inParentheses(plainLabel(words!))}:`);
          if (open.length === 0) return `'${keyword}' outside an 'alt' or 'par' block`;
        },
      ],
      [
        /^end$/,
        () => {
          if (open.pop() === undefined) return "'end' without a block to close";
          step('End of block.');
        },
      ],
    ],
    other: (text) =>
      /^[A-Za-z0-9_]+\s*(-|=|<)/.test(text)
        ? `cannot read the message '${text.slice(0, 40)}': write 'From->>To: text' (arrows ->>, -->>, ->, -->, -x, --x, -), --))`
        : `unknown sequence diagram statement '${text.slice(0, 40)}'`,
  };
};

const stateId = '\\[\\*\\]|[A-Za-z0-9_]+';

const state = (model: DiagramModel): Grammar => {
  const open: { line: number }[] = [];
  return {
    open,
    unclosed: "'state … {' without a closing '}'",
    statements: [
      directionStatement(model, open),
      [/^(classDef|class)\s|^state\s+[A-Za-z0-9_]+(\s*<<\w+>>)?$/, ignore],
      [
        new RegExp(`^(${stateId})\\s*-->\\s*(${stateId})\\s*(?::(.*))?$`),
        ([, from, to, words]) => {
          for (const id of [from!, to!]) if (id !== '[*]') mention(model, id);
          model.connections.push({ from: from!, to: to!, label: words && plainLabel(words) });
        },
      ],
      [/^state\s+"(?<text>[^"]*)"\s+as\s+(?<id>[A-Za-z0-9_]+)$/, naming(model)],
      [
        /^state\s+([A-Za-z0-9_]+)\s*\{$/,
        ([, id], line) => {
          open.push({ line });
          mention(model, id!);
        },
      ],
      [/^\}$/, () => (open.pop() ? undefined : "'}' without a 'state … {' to close")],
      [/^(?<id>[A-Za-z0-9_]+)\s*:(?<text>.*)$/, naming(model)],
    ],
    other: (text) => `cannot read '${text.slice(0, 40)}': write 'From --> To: text'`,
  };
};

const grammars: Partial<Record<DiagramKind, typeof flowchart>> = { flowchart, sequence, state };

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?:]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function describe(model: DiagramModel): string {
  if (model.kind === 'sequence') {
    const actors = listOf([...model.labels.values()]);
    return [`${model.name} between ${actors}.`, ...model.steps.map(sentence)].join(' ');
  }
  if (model.kind !== 'flowchart' && model.kind !== 'state') return `${model.name}.`;
  const label = (id: string): string => model.labels.get(id) ?? id;
  const parts = [`${model.name}${model.direction ? `, ${model.direction}` : ''}.`];
  for (const group of model.groups.filter(({ members }) => members.length)) {
    parts.push(`${group.label} contains ${listOf(group.members.map(label))}.`);
  }
  const linked = new Set<string>();
  for (const connection of model.connections) {
    linked.add(connection.from).add(connection.to);
    const from = connection.from === '[*]' ? 'the start' : label(connection.from);
    const to = connection.to === '[*]' ? 'the end' : label(connection.to);
    const words = inParentheses(connection.label);
    parts.push(
      sentence(
        model.kind === 'state' ? `From ${from} to ${to}${words}` : `${from} leads to ${to}${words}`,
      ),
    );
  }
  const grouped = new Set(model.groups.map((group) => group.label));
  const standalone = [...model.labels.keys()]
    .filter((id) => !linked.has(id))
    .map(label)
    .filter((text) => !grouped.has(text));
  if (standalone.length) parts.push(`Also shown: ${listOf(standalone)}.`);
  return parts.join(' ');
}

/** 'a, b and c', without the serial comma. */
const listOf = (items: string[]): string => new Intl.ListFormat('en-GB').format(items);

/** A Markdown file's Mermaid mistakes, by line in the file (check:docs does not compile pages). */
export function findMermaidProblems(markdown: string): SyntaxProblem[] {
  const lines = markdown.split('\n');
  const problems: SyntaxProblem[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})mermaid(?:\s.*)?$/.exec(lines[index]!);
    if (!open) continue;
    const [, indent, fence] = open;
    const closing = new RegExp(`^\\s*${fence![0]}{${fence!.length},}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end]!)) {
      const line = lines[end]!;
      body.push(line.startsWith(indent!) ? line.slice(indent!.length) : line.trimStart());
      end++;
    }
    for (const problem of readDiagram(body.join('\n')).problems) {
      problems.push({ line: index + 1 + problem.line, message: `Mermaid: ${problem.message}` });
    }
    index = end;
  }
  return problems;
}

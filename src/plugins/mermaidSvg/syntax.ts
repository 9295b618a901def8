/**
 * A strict reading of the Mermaid our pages use, line by line.
 *
 * The build-time renderer (beautiful-mermaid) is forgiving: a line it does not
 * understand is dropped without a word, so a typo would silently lose a box or
 * an arrow. This reader knows the statements of the diagram types the site
 * renders and reports any other line with its number, so the build and
 * `npm run check:docs` fail where the writer made the mistake. It also keeps
 * what it read (boxes, arrows, messages) for the diagram's text description.
 */

export type DiagramKind = 'flowchart' | 'sequence' | 'state' | 'class' | 'er' | 'xychart';

export interface SyntaxProblem {
  /** 1-based line inside the diagram source (line 1 is the diagram type). */
  line: number;
  message: string;
}

export interface Connection {
  from: string;
  to: string;
  label?: string;
}

export interface SequenceStep {
  kind: 'message' | 'note' | 'block';
  text: string;
}

export interface DiagramModel {
  kind: DiagramKind;
  direction?: string;
  /** Box or participant id → the text it shows, in order of first mention. */
  labels: Map<string, string>;
  connections: Connection[];
  groups: { label: string; members: string[] }[];
  steps: SequenceStep[];
}

export interface ReadResult {
  model?: DiagramModel;
  problems: SyntaxProblem[];
}

/** The diagram types beautiful-mermaid draws, by the keyword that opens them. */
const headers: [RegExp, DiagramKind][] = [
  [/^(?:flowchart|graph)(?:\s+(TD|TB|BT|LR|RL))?$/, 'flowchart'],
  [/^sequenceDiagram$/, 'sequence'],
  [/^stateDiagram(?:-v2)?$/, 'state'],
  [/^classDiagram$/, 'class'],
  [/^erDiagram$/, 'er'],
  [/^xychart(?:-beta)?(?:\s+horizontal)?$/, 'xychart'],
];

export const supportedTypes =
  'flowchart, sequenceDiagram, stateDiagram-v2, classDiagram, erDiagram, xychart-beta';

const directions: Record<string, string> = {
  TD: 'top to bottom',
  TB: 'top to bottom',
  BT: 'bottom to top',
  LR: 'left to right',
  RL: 'right to left',
};

/** Reads a diagram; `problems` is empty when every line is understood. */
export function readDiagram(source: string): ReadResult {
  const lines = source.split('\n');
  const headerIndex = lines.findIndex((line) => !isBlank(line));
  if (headerIndex < 0) return { problems: [{ line: 1, message: 'empty Mermaid diagram' }] };
  const header = stripComment(lines[headerIndex]!).trim();
  const match = headers.find(([pattern]) => pattern.test(header));
  if (!match) {
    const word = header.split(/\s+/)[0];
    return {
      problems: [
        {
          line: headerIndex + 1,
          message: `Mermaid diagram type '${word}' cannot be drawn at build time; use one of ${supportedTypes}`,
        },
      ],
    };
  }
  const kind = match[1];
  const model: DiagramModel = { kind, labels: new Map(), connections: [], groups: [], steps: [] };
  const direction = /\s(TD|TB|BT|LR|RL)$/.exec(header)?.[1];
  if (direction) model.direction = directions[direction];
  const body = lines.slice(headerIndex + 1).map((text, index) => ({
    text: stripComment(text).trim(),
    line: headerIndex + 2 + index,
  }));
  const problems: SyntaxProblem[] = [];
  const reader = readers[kind];
  if (reader) reader(body, model, problems);
  return { model, problems };
}

type Line = { text: string; line: number };
type Reader = (lines: Line[], model: DiagramModel, problems: SyntaxProblem[]) => void;

/**
 * A `direction` line: sets the diagram's direction at the top level (inside a
 * subgraph or composite state it only concerns that group). True when the line was one.
 */
function readDirection(text: string, depth: number, model: DiagramModel): boolean {
  const direction = /^direction\s+(TD|TB|BT|LR|RL)$/.exec(text)?.[1];
  if (!direction) return false;
  if (depth === 0) model.direction = directions[direction];
  return true;
}

function isBlank(line: string): boolean {
  return stripComment(line).trim() === '';
}

function stripComment(line: string): string {
  return line.trim().startsWith('%%') ? '' : line;
}

/** Quotes and Mermaid's entity codes (`#quot;`) removed, `<br>` as a space. */
export function plainLabel(text: string): string {
  return text
    .trim()
    .replace(/^"([\s\S]*)"$/, '$1')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/#quot;/g, '"')
    .replace(/#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------- flowchart

/** Shape delimiters, longest opener first so `([` wins over `(`. */
const shapes: [string, string][] = [
  ['([', '])'],
  ['[[', ']]'],
  ['[(', ')]'],
  ['((', '))'],
  ['{{', '}}'],
  ['[/', '/]'],
  ['[\\', '\\]'],
  ['[/', '\\]'],
  ['[\\', '/]'],
  ['[', ']'],
  ['(', ')'],
  ['{', '}'],
  ['>', ']'],
];

const idPattern = /^[A-Za-z0-9_]+/;
/** Arrows without text: `-->`, `---`, `-.->`, `==>`, `<-->`, `--x`, `--o`, ... */
const plainLink =
  /^<?(?:-{2,}>|-{3,}|-\.+->|-\.+-|={2,}>|={3,}|-{2,}[ox](?![\w])|={2,}[ox](?![\w]))/;
/** Arrows with their text inside: `-- text -->`, `-. text .->`, `== text ==>`. */
const textLinks: RegExp[] = [
  /^<?--\s+("[^"]*"|[^"]+?)\s+(?:-{2,}>|-{3,})/,
  /^<?-\.\s+("[^"]*"|[^"]+?)\s+\.+->?/,
  /^<?==\s+("[^"]*"|[^"]+?)\s+(?:={2,}>|={3,})/,
];

interface NodeRef {
  id: string;
  label?: string;
}

/** Reads `id`, `id[text]`, `id{"text"}`, ... at the start of `text`. */
function readNode(text: string): { node: NodeRef; rest: string } | string {
  const id = idPattern.exec(text)?.[0];
  if (!id) return `expected a box id at '${text.slice(0, 20)}'`;
  let rest = text.slice(id.length);
  let label: string | undefined;
  const shape = shapes.find(([open]) => rest.startsWith(open));
  if (shape) {
    const [open, close] = shape;
    const inner = rest.slice(open.length);
    let end: number;
    if (inner.trimStart().startsWith('"')) {
      const start = inner.indexOf('"');
      const quoteEnd = inner.indexOf('"', start + 1);
      if (quoteEnd < 0) return `unclosed quote in the text of box '${id}'`;
      end = inner.indexOf(close, quoteEnd + 1);
      if (end >= 0 && inner.slice(quoteEnd + 1, end).trim() !== '') {
        return `text after the closing quote in box '${id}'`;
      }
    } else {
      end = inner.indexOf(close);
    }
    if (end < 0) return `box '${id}' opens with '${open}' but does not close with '${close}'`;
    label = plainLabel(inner.slice(0, end));
    rest = inner.slice(end + close.length);
  }
  const className = /^:::[A-Za-z0-9_-]+/.exec(rest)?.[0];
  if (className) rest = rest.slice(className.length);
  return { node: { id, label }, rest };
}

/** Reads `a & b` at the start of `text`. */
function readNodeGroup(text: string): { nodes: NodeRef[]; rest: string } | string {
  const nodes: NodeRef[] = [];
  let rest = text;
  for (;;) {
    const read = readNode(rest);
    if (typeof read === 'string') return read;
    nodes.push(read.node);
    rest = read.rest.trimStart();
    if (!rest.startsWith('&')) return { nodes, rest };
    rest = rest.slice(1).trimStart();
  }
}

function readLink(text: string): { label?: string; rest: string } | undefined {
  for (const pattern of textLinks) {
    const match = pattern.exec(text);
    if (match) return { label: plainLabel(match[1]!), rest: text.slice(match[0].length) };
  }
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

const flowchartStatements = /^(?:classDef|class|style|linkStyle|click)\s/;

const readFlowchart: Reader = (lines, model, problems) => {
  const open: { label: string; members: string[]; line: number }[] = [];
  const remember = (node: NodeRef): void => {
    const known = model.labels.get(node.id);
    if (node.label !== undefined || known === undefined) {
      model.labels.set(node.id, node.label || known || node.id);
    }
    for (const group of open) if (!group.members.includes(node.id)) group.members.push(node.id);
  };
  for (const { text, line } of lines) {
    if (!text) continue;
    const fail = (message: string): void => void problems.push({ line, message });
    if (readDirection(text, open.length, model)) continue;
    if (flowchartStatements.test(text)) continue;
    if (text === 'end') {
      const group = open.pop();
      if (!group) fail("'end' without a 'subgraph' to close");
      else model.groups.push(group);
      continue;
    }
    const subgraph = /^subgraph\s+(.+)$/.exec(text);
    if (subgraph) {
      const head = subgraph[1]!.trim();
      const read = readNode(head.replace(/^([A-Za-z0-9_]+)\s+\[/, '$1['));
      let label = plainLabel(head);
      if (typeof read !== 'string' && read.rest.trim() === '')
        label = read.node.label ?? read.node.id;
      open.push({ label, members: [], line });
      continue;
    }
    let read = readNodeGroup(text);
    if (typeof read === 'string') {
      fail(read);
      continue;
    }
    read.nodes.forEach(remember);
    let from = read.nodes;
    let rest = read.rest.trim();
    while (rest) {
      const link = readLink(rest);
      if (!link) {
        fail(
          `cannot read '${text}': expected an arrow such as '-->' or '-- text -->' at '${rest.slice(0, 20)}'`,
        );
        break;
      }
      read = readNodeGroup(link.rest.trimStart());
      if (typeof read === 'string') {
        fail(`${read} after an arrow`);
        break;
      }
      read.nodes.forEach(remember);
      for (const a of from) {
        for (const b of read.nodes)
          model.connections.push({ from: a.id, to: b.id, label: link.label });
      }
      from = read.nodes;
      rest = read.rest.trim();
    }
  }
  for (const group of open) {
    problems.push({ line: group.line, message: "'subgraph' without a closing 'end'" });
  }
};

// ----------------------------------------------------------------- sequence

const actorId = '[A-Za-z0-9_]+';
const sequenceArrow = '-->>|->>|-->|->|--x|-x|--\\)|-\\)';
const messagePattern = new RegExp(
  `^(${actorId})\\s*(${sequenceArrow})\\s*([+-]?)\\s*(${actorId})\\s*:(.*)$`,
);
const blockOpeners = /^(loop|alt|opt|par|critical|break|rect)\b\s*(.*)$/;
const blockNames: Record<string, string> = {
  loop: 'Repeated',
  alt: 'If',
  opt: 'Optionally',
  par: 'In parallel',
  critical: 'Critical',
  break: 'Stop when',
  rect: 'Highlighted',
};

const readSequence: Reader = (lines, model, problems) => {
  const open: number[] = [];
  const actor = (id: string): string => {
    if (!model.labels.has(id)) model.labels.set(id, id);
    return model.labels.get(id)!;
  };
  for (const { text, line } of lines) {
    if (!text) continue;
    const fail = (message: string): void => void problems.push({ line, message });
    if (/^(autonumber|title\b.*|(de)?activate\s+\S+|box\b.*)$/.test(text)) {
      if (text.startsWith('box')) open.push(line);
      continue;
    }
    const participant = new RegExp(
      `^(?:participant|actor)\\s+(${actorId})(?:\\s+as\\s+(.+))?$`,
    ).exec(text);
    if (participant) {
      model.labels.set(participant[1]!, plainLabel(participant[2] ?? participant[1]!));
      continue;
    }
    const message = messagePattern.exec(text);
    if (message) {
      const [, from, arrow, , to, words] = message;
      const reply = arrow!.startsWith('--') ? ' (reply)' : '';
      model.steps.push({
        kind: 'message',
        text: `${actor(from!)} to ${actor(to!)}${reply}: ${plainLabel(words!)}`,
      });
      continue;
    }
    const note = new RegExp(
      `^note\\s+(?:over|left of|right of)\\s+(${actorId})(?:\\s*,\\s*(${actorId}))?\\s*:(.*)$`,
      'i',
    ).exec(text);
    if (note) {
      const who = [note[1], note[2]].filter(Boolean).map((id) => actor(id!));
      model.steps.push({
        kind: 'note',
        text: `Note about ${who.join(' and ')}: ${plainLabel(note[3]!)}`,
      });
      continue;
    }
    const block = blockOpeners.exec(text);
    if (block) {
      open.push(line);
      const words = plainLabel(block[2]!);
      model.steps.push({
        kind: 'block',
        text: `${blockNames[block[1]!]}${words ? ` (${words})` : ''}:`,
      });
      continue;
    }
    const branch = /^(else|and)\b\s*(.*)$/.exec(text);
    if (branch) {
      if (open.length === 0) fail(`'${branch[1]}' outside an 'alt' or 'par' block`);
      const words = plainLabel(branch[2]!);
      model.steps.push({ kind: 'block', text: `Otherwise${words ? ` (${words})` : ''}:` });
      continue;
    }
    if (text === 'end') {
      if (open.pop() === undefined) fail("'end' without a block to close");
      else model.steps.push({ kind: 'block', text: 'End of block.' });
      continue;
    }
    if (/^[A-Za-z0-9_]+\s*(-|=|<)/.test(text)) {
      fail(
        `cannot read the message '${text.slice(0, 40)}': write 'From->>To: text' (arrows ->>, -->>, ->, -->, -x, --x, -), --))`,
      );
    } else {
      fail(`unknown sequence diagram statement '${text.slice(0, 40)}'`);
    }
  }
  for (const line of open) problems.push({ line, message: "block without a closing 'end'" });
};

// -------------------------------------------------------------------- state

const stateId = '\\[\\*\\]|[A-Za-z0-9_]+';

const readState: Reader = (lines, model, problems) => {
  const open: number[] = [];
  const name = (id: string): string => {
    if (id === '[*]') return '';
    if (!model.labels.has(id)) model.labels.set(id, id);
    return model.labels.get(id)!;
  };
  for (const { text, line } of lines) {
    if (!text) continue;
    const fail = (message: string): void => void problems.push({ line, message });
    if (readDirection(text, open.length, model)) continue;
    if (/^(classDef|class)\s/.test(text)) continue;
    const transition = new RegExp(`^(${stateId})\\s*-->\\s*(${stateId})\\s*(?::(.*))?$`).exec(text);
    if (transition) {
      const [, from, to, words] = transition;
      name(from!);
      name(to!);
      model.connections.push({
        from: from!,
        to: to!,
        label: words === undefined ? undefined : plainLabel(words),
      });
      continue;
    }
    const described = /^state\s+"([^"]*)"\s+as\s+([A-Za-z0-9_]+)$/.exec(text);
    if (described) {
      model.labels.set(described[2]!, plainLabel(described[1]!));
      continue;
    }
    const composite = /^state\s+([A-Za-z0-9_]+)\s*\{$/.exec(text);
    if (composite) {
      open.push(line);
      name(composite[1]!);
      continue;
    }
    if (/^state\s+[A-Za-z0-9_]+(\s*<<\w+>>)?$/.test(text)) continue;
    if (text === '}') {
      if (open.pop() === undefined) fail("'}' without a 'state … {' to close");
      continue;
    }
    const description = /^([A-Za-z0-9_]+)\s*:(.*)$/.exec(text);
    if (description) {
      model.labels.set(description[1]!, plainLabel(description[2]!));
      continue;
    }
    fail(`cannot read '${text.slice(0, 40)}': write 'From --> To: text'`);
  }
  for (const line of open) problems.push({ line, message: "'state … {' without a closing '}'" });
};

const readers: Partial<Record<DiagramKind, Reader>> = {
  flowchart: readFlowchart,
  sequence: readSequence,
  state: readState,
};

// -------------------------------------------------------------- description

const kindNames: Record<DiagramKind, string> = {
  flowchart: 'Flowchart',
  sequence: 'Sequence diagram',
  state: 'State diagram',
  class: 'Class diagram',
  er: 'Entity relationship diagram',
  xychart: 'Chart',
};

export function kindName(kind: DiagramKind): string {
  return kindNames[kind];
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?:]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The text alternative of a diagram: what it shows, in reading order. */
export function describe(model: DiagramModel): string {
  const label = (id: string): string => model.labels.get(id) ?? id;
  const parts: string[] = [];
  if (model.kind === 'sequence') {
    const actors = [...model.labels.values()];
    parts.push(`${kindNames.sequence} between ${listOf(actors)}.`);
    parts.push(...model.steps.map((step) => sentence(step.text)));
    return parts.join(' ');
  }
  if (model.kind === 'flowchart' || model.kind === 'state') {
    const intro = kindNames[model.kind] + (model.direction ? `, ${model.direction}` : '');
    parts.push(`${intro}.`);
    for (const group of model.groups) {
      if (group.members.length) {
        parts.push(`${group.label} contains ${listOf(group.members.map(label))}.`);
      }
    }
    const linked = new Set<string>();
    for (const connection of model.connections) {
      linked.add(connection.from).add(connection.to);
      const from = connection.from === '[*]' ? 'the start' : label(connection.from);
      const to = connection.to === '[*]' ? 'the end' : label(connection.to);
      const words = connection.label ? ` (${connection.label})` : '';
      parts.push(
        sentence(
          model.kind === 'state'
            ? `From ${from} to ${to}${words}`
            : `${from} leads to ${to}${words}`,
        ),
      );
    }
    const alone = [...model.labels.keys()].filter((id) => !linked.has(id)).map(label);
    const grouped = new Set(model.groups.map((group) => group.label));
    const standalone = alone.filter((text) => !grouped.has(text));
    if (standalone.length) parts.push(`Also shown: ${listOf(standalone)}.`);
    return parts.join(' ');
  }
  return `${kindNames[model.kind]}.`;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function escapeText(text: string): string {
  return text
    .replace(/\\(?=[!-/:-@[-`{-~])/g, '\\\\')
    .replace(/([*`[\]])/g, '\\$1')
    .replace(/(^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu, (match) => match.replace('_', '\\_'))
    .replace(/<(?=[A-Za-z/!?])/g, '\\<');
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function resolveUrl(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

export function fence(code: string, info = ''): string {
  const longest = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${info}\n${code}\n${marks}`;
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** `> **Note:** text`, or the label on a line of its own when the body starts with a block. */
export function admonition(label: string, body: string): string {
  const name = label.charAt(0).toUpperCase() + label.slice(1);
  const text = body.trim();
  if (!text) return quote(`**${name}**`);
  const startsWithBlock = /^(#|[-+*] |\d+[.)] |```|~~~|\||>)/.test(text);
  return quote(startsWithBlock ? `**${name}:**\n\n${text}` : `**${name}:** ${text}`);
}

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

// The description is left out when the body already says it: Docusaurus takes it from the first
// paragraph when the page sets none.
export function page(parts: { title: string; description: string; body: string }): string {
  const { title, description, body } = parts;
  const summary = description.replace(/(\.\.\.|…)$/, '').trim();
  // Link targets are not part of the text a reader sees.
  const seen = normalize(body.replace(/\]\([^)]*\)/g, ']'));
  const head = [`# ${escapeText(title)}`];
  if (summary && !seen.includes(normalize(summary)))
    head.push(quote(escapeText(description.trim())));
  return `${[...head, body.trim()].filter(Boolean).join('\n\n')}\n`;
}

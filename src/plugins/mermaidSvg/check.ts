import { readDiagram, type SyntaxProblem } from './syntax';

/**
 * The Mermaid mistakes of a Markdown file, by line in the file, read straight
 * from the text (for `npm run check:docs`, which does not compile pages).
 */
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

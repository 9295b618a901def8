// Parsed pages by content hash, so a second run parses only what changed. The key includes the
// parser's source and the mdx-loader version, so a change to either starts afresh.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseAll, type ParsedPage } from './markdown';

export class PageCache {
  private stored: Record<string, ParsedPage> = {};
  private readonly used: Record<string, ParsedPage> = {};
  private readonly salt = [
    fs.readFileSync(path.join(__dirname, 'markdown.ts'), 'utf8'),
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('@docusaurus/mdx-loader/package.json') as { version: string }).version,
  ].join('\0');

  constructor(private readonly file: string | undefined) {
    try {
      if (file) this.stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      // No cache yet, or an unreadable one: parse everything.
    }
  }

  async parse(content: string): Promise<ParsedPage> {
    const [page] = await this.parseAll([content]);
    return page!;
  }

  async parseAll(contents: string[]): Promise<ParsedPage[]> {
    const keys = contents.map((content) =>
      crypto.createHash('sha256').update(this.salt).update('\0').update(content).digest('hex'),
    );
    // Two pages with the same text are parsed once.
    const missing = new Map<string, string>();
    keys.forEach((key, index) => {
      if (!this.stored[key] && !missing.has(key)) missing.set(key, contents[index]!);
    });
    const parsed = await parseAll([...missing.values()]);
    [...missing.keys()].forEach((key, index) => (this.stored[key] = parsed[index]!));
    return keys.map((key) => (this.used[key] = this.stored[key]!));
  }

  /** Writes the entries of this run only, so pages that were deleted or changed drop out. */
  save(): void {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(this.used));
  }
}

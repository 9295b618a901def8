// The routes and anchors of the generated API reference, derived without running the generator.
import { apiRouteBase, createIndexPage } from '../../../src/config/apiReference';
import { loadSpec, loadTags } from '../../../src/api/openapiSpec';
import { parsePage } from './markdown';

export interface KnownPage {
  route: string;
  anchors: ReadonlySet<string>;
}

const anchorsOf = async (markdown: string) => new Set((await parsePage(markdown)).anchors);

export async function apiPages(): Promise<KnownPage[]> {
  const pages: KnownPage[] = [{ route: apiRouteBase, anchors: await anchorsOf(createIndexPage()) }];
  const spec = loadSpec();
  for (const tag of loadTags()) {
    // openapi/templates/tag.mustache: the tag's description, then 'Operations'.
    const body = `${tag.description}\n\n## Operations\n`;
    pages.push({ route: `${apiRouteBase}/${tag.slug}`, anchors: await anchorsOf(body) });
    for (const { path, method, operation, slug } of tag.operations) {
      // The description as Markdown, then a `request` heading for parameters or a body (createApiPageMD).
      const description = spec.paths[path]?.[method]?.description ?? operation.description;
      const anchors = hasHeading(description) ? await anchorsOf(description) : new Set<string>();
      if (operation.parameters || operation.requestBody) anchors.add('request');
      pages.push({ route: `${apiRouteBase}/${slug}`, anchors });
    }
  }
  return pages;
}

/** Most descriptions have no heading, and parsing all 343 would double the check's time. */
function hasHeading(markdown: string): boolean {
  return (
    /^ {0,3}#{1,6}(?:[ \t]|$)/m.test(markdown) || /\S[^\n]*\n {0,3}(?:=+|-+)[ \t]*$/m.test(markdown)
  );
}

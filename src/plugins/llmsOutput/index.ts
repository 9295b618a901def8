import fs from 'node:fs/promises';
import path from 'node:path';
import { aliasedSitePathToRelativePath, resolveMarkdownLinkPathname } from '@docusaurus/utils';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { bundledSpecPath } from '../../config/apiReference';
import {
  llmsFiles,
  llmsOtherSection,
  llmsSidebarSections,
  llmsSummary,
  llmsTitle,
  markdownPath,
} from '../../config/llms';
import { operationsBySlug, operationToMarkdown, type ApiSpec } from './apiMarkdown';
import { htmlToMarkdown } from './htmlMarkdown';
import { sourceToMarkdown } from './sourceMarkdown';
import type { Stage } from '../builtPages';
import { groupPages, llmsFull, llmsIndex, type LlmsPage } from './llmsTxt';

// A `.md` page's copy is made from its source, an API operation page's from the OpenAPI spec (its
// HTML holds only placeholders for what the browser renders), any other page's from its HTML.

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export const llmsStage: Stage = {
  name: 'Markdown copies',
  async start({ props: { outDir, siteConfig }, context: { siteDir }, allContent }) {
    const origin = siteConfig.url.replace(/\/$/, '');
    const spec = await fs
      .readFile(path.join(siteDir, bundledSpecPath), 'utf8')
      .then((json) => JSON.parse(json) as ApiSpec)
      .catch(() => undefined);
    const operations = spec ? operationsBySlug(spec) : new Map();
    // An index doc's permalink ends in a slash; the site serves it without one.
    const routeOf = (permalink: string): string =>
      siteConfig.trailingSlash === false && permalink.length > 1
        ? permalink.replace(/\/+$/, '')
        : permalink;
    const docsPlugins = allContent['docusaurus-plugin-content-docs'] ?? {};
    const instances = Object.entries(docsPlugins).flatMap(([pluginId, content]) => {
      const version = (content as LoadedContent | undefined)?.loadedVersions[0];
      return version
        ? [{ pluginId, sidebars: version.sidebars, docs: version.docs, contentPaths: version }]
        : [];
    });
    const pages = instances.flatMap(({ pluginId, docs, contentPaths }) =>
      docs.map((doc) => ({ pluginId, doc, contentPaths, route: routeOf(doc.permalink) })),
    );
    const sourceToPermalink = new Map(pages.map(({ doc, route }) => [doc.source, route]));

    const markdownOf = new Map<string, string | undefined>();
    const fromHtml = new Map<string, string>();
    for (const { doc, contentPaths, route } of pages) {
      const operation =
        typeof doc.frontMatter.api === 'string' ? operations.get(doc.id) : undefined;
      let markdown: string | undefined;
      if (spec && operation) {
        markdown = operationToMarkdown(spec, operation, origin);
      } else if (doc.source.endsWith('.md')) {
        const file = path.join(siteDir, aliasedSitePathToRelativePath(doc.source));
        markdown = await sourceToMarkdown(await fs.readFile(file, 'utf8'), file, {
          pageUrl: `${origin}${route}`,
          title: doc.title,
          description: doc.description,
          parseFrontMatter: siteConfig.markdown.parseFrontMatter,
          routeOfFile: (link) =>
            resolveMarkdownLinkPathname(link, {
              sourceFilePath: file,
              sourceToPermalink,
              contentPaths,
              siteDir,
            }),
        });
      }
      // Anything else, and Markdown the source reader declines, comes from the built HTML.
      if (markdown === undefined) fromHtml.set(route, doc.description);
      markdownOf.set(route, markdown);
    }

    return {
      page({ route, html }) {
        const description = fromHtml.get(route);
        if (description === undefined) return;
        markdownOf.set(route, htmlToMarkdown(html, { pageUrl: `${origin}${route}`, description }));
      },
      async finish() {
        const markdownByPage = new Map<LlmsPage, string>();
        // Unlisted pages keep their Markdown copy but stay out of the map, like the sitemap.
        const listed: LlmsPage[] = [];
        const failed: string[] = [];
        let bytes = 0;
        for (const { pluginId, doc, route } of pages) {
          const markdown = markdownOf.get(route);
          if (!markdown) {
            failed.push(route);
            continue;
          }
          const file = path.join(outDir, markdownPath(route));
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, markdown);
          bytes += Buffer.byteLength(markdown);
          const { title, description, id: docId } = doc;
          const page: LlmsPage = { permalink: route, title, description, pluginId, docId };
          markdownByPage.set(page, markdown);
          if (!doc.unlisted) listed.push(page);
        }

        const sections = groupPages(instances, listed, {
          sidebars: llmsSidebarSections,
          other: llmsOtherSection,
        });
        const head = (note: string) => ({ title: llmsTitle, summary: llmsSummary, notes: [note] });
        const index = llmsIndex({
          ...head(
            `Each link below is the Markdown version of a page; the page itself is at the same address without \`.md\`. [${llmsFiles.full}](${origin}/${llmsFiles.full}) holds the full text of every page in one file.`,
          ),
          sections,
          pageUrl: (page) => `${origin}${markdownPath(page.permalink)}`,
        });
        const full = llmsFull({
          ...head(
            `The full text of every page. [${llmsFiles.index}](${origin}/${llmsFiles.index}) lists them by section.`,
          ),
          pages: sections.flatMap((section) =>
            section.pages.map((page) => ({
              url: `${origin}${page.permalink}`,
              markdown: markdownByPage.get(page) ?? '',
            })),
          ),
        });
        await fs.writeFile(path.join(outDir, llmsFiles.index), index);
        await fs.writeFile(path.join(outDir, llmsFiles.full), full);

        if (failed.length > 0)
          console.warn(
            `[llms-output] no Markdown for ${failed.length} doc pages (no doc article in their HTML): ${failed.slice(0, 5).join(', ')}`,
          );
        console.warn(
          `[llms-output] ${markdownByPage.size} pages, ${kilobytes(bytes)} of Markdown, ${llmsFiles.full} ${kilobytes(Buffer.byteLength(full))}`,
        );
      },
    };
  },
};

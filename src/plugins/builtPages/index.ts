import fs from 'node:fs/promises';
import type { AllContent, LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { validateOptions as validateRedirectOptions } from '@docusaurus/plugin-client-redirects';
import type { Options, PluginOptions } from '@docusaurus/plugin-client-redirects';
import { clientRedirectPages } from '../clientRedirects';
import { routeHtmlFile } from './routeFiles';

/**
 * The one `postBuild` of the site: Docusaurus runs every plugin's postBuild at
 * the same time, so work on the built pages is done here, in a fixed order.
 * The client-redirect pages are written first (../clientRedirects); then each
 * built page is read once, handed to every stage in turn (each sees the HTML
 * the ones before returned) and written back; then each stage finishes, in the
 * same order. The Content-Security-Policy stages come last in
 * docusaurus.config.ts, so they see the HTML that ships.
 */

export type PostBuildProps = Parameters<NonNullable<Plugin<void>['postBuild']>>[0];

export type Build = { props: PostBuildProps; context: LoadContext; allContent: AllContent };

type StageRun = {
  /** Sees one built page; returns its new HTML to change it. */
  page?(page: { route: string; html: string }): string | void | Promise<string | void>;
  /** Runs once every page has been seen. */
  finish?(): void | Promise<void>;
};

export type Stage = { name: string; start(build: Build): StageRun | Promise<StageRun> };

export type BuiltPagesOptions = {
  /** Options of `@docusaurus/plugin-client-redirects`. */
  clientRedirects: Options;
  stages: Stage[];
};

type ValidatedOptions = BuiltPagesOptions & { clientRedirects: PluginOptions };

/** Runs `stages` over a finished build: how many pages changed, and each stage's milliseconds by name. */
export async function runStages(
  stages: Stage[],
  build: Build,
): Promise<{ changed: number; ms: Map<string, number> }> {
  const ms = new Map<string, number>();
  const timed = async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      ms.set(name, (ms.get(name) ?? 0) + performance.now() - started);
    }
  };
  const runs: Array<StageRun & { name: string }> = [];
  for (const stage of stages) {
    runs.push({ name: stage.name, ...(await timed(stage.name, () => stage.start(build))) });
  }
  let changed = 0;
  for (const route of new Set(build.props.routesPaths)) {
    const file = await routeHtmlFile(build.props.outDir, route);
    if (file === null) continue;
    const original = await fs.readFile(file, 'utf8');
    let html = original;
    for (const run of runs) {
      const next = await timed(run.name, () => run.page?.({ route, html }));
      if (typeof next === 'string') html = next;
    }
    if (html === original) continue;
    await fs.writeFile(file, html);
    changed += 1;
  }
  for (const run of runs) await timed(run.name, () => run.finish?.());
  return { changed, ms };
}

function builtPages(context: LoadContext, options: ValidatedOptions): Plugin<void> {
  let allContent: AllContent = {};
  const writeRedirectPages = clientRedirectPages(context, options.clientRedirects);
  return {
    name: 'built-pages',
    allContentLoaded(loaded) {
      allContent = loaded.allContent;
    },
    async postBuild(props) {
      const started = Date.now();
      await writeRedirectPages?.(props);
      const { changed, ms } = await runStages(options.stages, { props, context, allContent });
      const spent = [...ms].map(([name, time]) => `${name} ${(time / 1000).toFixed(1)} s`);
      console.warn(
        `[built-pages] ${changed} pages rewritten in ${((Date.now() - started) / 1000).toFixed(1)} s: ${spent.join(', ')}`,
      );
    },
  };
}

// Docusaurus validates a function plugin's options through this property.
builtPages.validateOptions = ({
  validate,
  options,
}: {
  validate: Parameters<typeof validateRedirectOptions>[0]['validate'];
  options: BuiltPagesOptions;
}): ValidatedOptions & { id: string } => ({
  ...options,
  // Every plugin instance has an id; there is one of this plugin.
  id: 'default',
  clientRedirects: validateRedirectOptions({ validate, options: options.clientRedirects }),
});

export default builtPages as PluginModule;

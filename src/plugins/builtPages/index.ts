import fs from 'node:fs/promises';
import type { AllContent, LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { validateOptions as validateRedirectOptions } from '@docusaurus/plugin-client-redirects';
import type { Options, PluginOptions } from '@docusaurus/plugin-client-redirects';
import { clientRedirectPages } from '../clientRedirects';
import { routeHtmlFile } from './routeFiles';

// Docusaurus runs every plugin's postBuild at once, so all work on the built pages is done here, in
// order: each page is read once, passed through every stage and written back. The CSP stages come
// last in docusaurus.config.ts, so they see the HTML that ships.

export type PostBuildProps = Parameters<NonNullable<Plugin<void>['postBuild']>>[0];

export type Build = { props: PostBuildProps; context: LoadContext; allContent: AllContent };

type StageRun = {
  page?(page: { route: string; html: string }): string | void | Promise<string | void>;
  finish?(): void | Promise<void>;
};

export type Stage = { name: string; start(build: Build): StageRun | Promise<StageRun> };

export type BuiltPagesOptions = { clientRedirects: Options; stages: Stage[] };

type ValidatedOptions = BuiltPagesOptions & { clientRedirects: PluginOptions };

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
  for (const stage of stages)
    runs.push({ name: stage.name, ...(await timed(stage.name, () => stage.start(build))) });
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
  id: 'default',
  clientRedirects: validateRedirectOptions({ validate, options: options.clientRedirects }),
});

export default builtPages as PluginModule;

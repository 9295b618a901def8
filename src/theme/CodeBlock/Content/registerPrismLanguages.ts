import { Prism } from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';

// One language per task: each extends others, making Prism walk every grammar. All eight at once
// took a 60 ms task on a fast desktop, some 250 ms on a phone; one at a time, none nears 50 ms.

// Prism's language components extend the Prism instance they find on the global object.
async function withGlobalPrism(load: () => Promise<unknown>): Promise<void> {
  const scope = globalThis as { Prism?: unknown };
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    await load();
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}

const { additionalLanguages } = siteConfig.themeConfig.prism as { additionalLanguages: string[] };

// Components a language needs that Prism does not name in its own definition.
const needs: Record<string, () => Promise<unknown>> = {
  php: () => import('prismjs/components/prism-markup-templating.js'),
};

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

let registered: Promise<void> | undefined;

export default function registerPrismLanguages(): Promise<void> {
  registered ??= (async () => {
    for (const language of additionalLanguages) {
      try {
        const need = needs[language];
        if (need) {
          await nextTask();
          await withGlobalPrism(need);
        }
        await nextTask();
        // One chunk for all of them, each run only when imported here.
        await withGlobalPrism(
          () => import(/* webpackMode: "lazy-once" */ `prismjs/components/prism-${language}`),
        );
      } catch (error) {
        // Code in a language that failed to load stays plain text.
        console.error(`Prism could not load the language ${language}`, error);
      }
    }
  })();
  return registered;
}

import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The server registers every language before the first render (the browser, one per task:
// registerPrismLanguages.ts); the theme's client module that did it on every page is replaced.
prismIncludeLanguages(Prism);

export { default } from './Lines';

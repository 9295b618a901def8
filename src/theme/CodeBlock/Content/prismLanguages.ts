import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The server registers themeConfig.prism.additionalLanguages all at once (the browser one per task,
// in registerPrismLanguages.ts); the theme's client module that did it on every page is replaced.
prismIncludeLanguages(Prism);

import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The server's way to register themeConfig.prism.additionalLanguages on the
// Prism instance of prism-react-renderer: all at once, when the server's code
// lines load (serverLines.tsx). The browser registers them one per task when
// they are first needed (registerPrismLanguages.ts). The theme's client
// module that did this on every page is replaced (see src/plugins/pageWeight).
prismIncludeLanguages(Prism);

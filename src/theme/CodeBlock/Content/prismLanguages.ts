import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// Registers the languages of themeConfig.prism.additionalLanguages on the Prism
// instance of prism-react-renderer, once, when the first module that needs them
// loads: the code block's highlighted lines, and the API pages, whose request
// samples (Java, C#, PHP, Ruby, PowerShell) the OpenAPI theme highlights with
// the same instance. The theme's client module that did this on every page is
// replaced (see src/plugins/pageWeight).
prismIncludeLanguages(Prism);

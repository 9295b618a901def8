// The request panel's chunk: the OpenAPI theme's explorer, and the extra Prism
// languages (Java, C#, PHP, Ruby, PowerShell) its request samples are
// highlighted in. Loading them here, not with the page, keeps Prism's
// language definitions off the main thread until the panel is wanted.
import '../CodeBlock/Content/prismLanguages';

export { default } from '@theme-original/ApiExplorer';

// `@unleash-docs/code-lines` on the server: every language is registered before the first render.
import './prismLanguages';

export { default } from './Lines';

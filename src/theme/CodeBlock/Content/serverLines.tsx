// What `@unleash-docs/code-lines` is in the server build: the highlighted
// lines, with every language registered before the first page renders.
import './prismLanguages';

export { default } from './Lines';

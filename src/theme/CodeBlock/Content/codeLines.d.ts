// src/plugins/pageWeight aliases it: serverLines.tsx on the server, browserLines.tsx in browsers.
declare module '@unleash-docs/code-lines' {
  export { default } from '@site/src/theme/CodeBlock/Content/Lines';
}

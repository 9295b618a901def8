// Aliased by src/plugins/pageWeight: serverLines.tsx on the server, browserLines.tsx in the browser.
declare module '@unleash-docs/code-lines' {
  export { default } from '@site/src/theme/CodeBlock/Content/Lines';
}

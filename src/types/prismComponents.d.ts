// Prism's language components are scripts run for their effect on the global
// Prism instance (src/theme/CodeBlock/Content/registerPrismLanguages.ts).
declare module 'prismjs/components/*';

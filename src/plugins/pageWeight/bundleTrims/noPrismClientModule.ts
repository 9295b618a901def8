// Replaces theme-classic's client module that loads Prism and its languages on
// every page. The code block loads them itself, after hydration, on the pages
// that have code (src/theme/CodeBlock/Content).
export {};

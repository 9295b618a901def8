// The DocSearch stylesheet entry has no type declarations of its own.
declare module '@docsearch/react/style';

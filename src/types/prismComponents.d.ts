// Scripts run for their effect on the global Prism (see registerPrismLanguages.ts in src/theme).
declare module 'prismjs/components/*';

// Code blocks load Prism themselves, after hydration, on the pages with code.
export {};

// `@docusaurus/utils-common` requires tslib for one helper, which kept all sixty in the main
// bundle (about 4 KB gzip). tests/content/bundle.test.ts checks that chunks call only these.

type Module = Record<string, unknown> & { __esModule?: boolean };

export function __importDefault(mod: unknown): Module {
  return mod && (mod as Module).__esModule ? (mod as Module) : { default: mod };
}

export function __createBinding(target: Module, source: Module, key: string, as = key): void {
  Object.defineProperty(target, as, { enumerable: true, get: () => source[key] });
}

export function __exportStar(source: Module, target: Module): void {
  for (const key of Object.keys(source)) {
    if (key !== 'default' && !Object.prototype.hasOwnProperty.call(target, key)) {
      __createBinding(target, source, key);
    }
  }
}

export function __importStar(mod: unknown): Module {
  if (mod && (mod as Module).__esModule) return mod as Module;
  const result: Module = {};
  if (mod != null) {
    for (const key of Object.keys(mod as Module)) {
      if (key !== 'default') __createBinding(result, mod as Module, key);
    }
  }
  result.default = mod;
  return result;
}

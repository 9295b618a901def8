// tests/e2e/apiRequestBody.spec.ts still imports from here; the helpers live in tests/helpers/built.ts.
export { builtRoutes } from '../helpers/built';

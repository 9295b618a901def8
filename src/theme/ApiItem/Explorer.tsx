import ApiExplorer from '@theme/ApiExplorer';
import { createAuth } from '@theme/ApiExplorer/Authorization/slice';
import { createPersistenceMiddleware } from '@theme/ApiExplorer/persistenceMiddleware';
import { createStorage } from '@theme/ApiExplorer/storage-utils';
import { createStoreWithState, type ApiStore } from '@theme/ApiItem/store';
import { initialParams, mediaTypes, type ApiOperation } from '@site/src/api/explorerState';
import registerPrismLanguages from '../CodeBlock/Content/registerPrismLanguages';

// The store starts as the theme's did, from the HTML samples' state (src/api/explorerState.ts).
export interface LoadedExplorer {
  Explorer: typeof ApiExplorer;
  api: ApiOperation;
  store: ApiStore;
}

export async function loadExplorer(slug: string, options: unknown): Promise<LoadedExplorer> {
  const [{ default: api }] = await Promise.all([
    import(`@site/api-docs/_explorer/${slug}.json`) as Promise<{ default: ApiOperation }>,
    registerPrismLanguages(),
  ]);
  const themeOptions = options as
    { authPersistence?: false | 'sessionStorage' | 'localStorage' } | undefined;
  const { accept, contentType } = mediaTypes(api);
  const storage = createStorage(themeOptions?.authPersistence ?? 'sessionStorage');
  const server = JSON.parse(storage.getItem('server') ?? 'null') as { url?: string } | null;
  const store = createStoreWithState(
    {
      accept: { value: accept[0], options: accept },
      contentType: { value: contentType[0], options: contentType },
      server: { value: server?.url ? server : undefined, options: api.servers ?? [] },
      response: { value: undefined },
      body: { type: 'empty' },
      params: initialParams(api),
      auth: createAuth({
        security: api.security,
        securitySchemes: api.securitySchemes,
        options: themeOptions,
      }),
      schemaSelection: { selections: {} },
      encodingSelection: {},
    },
    [createPersistenceMiddleware(themeOptions)],
  );
  return { Explorer: ApiExplorer, api, store };
}

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { EngineHit } from '@site/src/search/engine';
import styles from './styles.module.css';

const passagesTitle = 'Passages from the documentation';

type State =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'done'; question: string; passages: EngineHit[] };

function localPath(url: string): string {
  const { pathname, hash } = new URL(url, 'https://docs.invalid');
  return pathname + hash;
}

function breadcrumb(hit: EngineHit): string {
  const { lvl0, ...levels } = hit.hierarchy;
  const path = Object.values(levels).filter(Boolean);
  return path.length > 0 ? path.join(' › ') : (lvl0 ?? '');
}

// Without an assistant, ASK AI quotes the search index's best passages: nothing leaves the site.
export default function Passages({ id, onClose }: { id: string; onClose: () => void }): ReactNode {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const [question, setQuestion] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked) return;
    setState({ status: 'loading' });
    try {
      const engine = (await import('@site/src/search/localClient')).sharedEngine(baseUrl);
      const { hits } = await engine.search({ query: asked, hitsPerPage: 4, preferContent: true });
      setState({ status: 'done', question: asked, passages: hits });
    } catch {
      setState({ status: 'error' });
    }
  };

  return (
    <section id={id} className={styles.panel} role="dialog" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {passagesTitle}
      </h2>
      <p>
        No AI assistant is configured on this site. Ask a question to see the passages of the
        documentation that match it best, quoted as written.
      </p>
      <form className={styles.form} onSubmit={onSubmit}>
        <label>
          Your question
          <input
            ref={inputRef}
            type="text"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder="How do segments work?"
          />
        </label>
        <button type="submit">Find passages</button>
      </form>
      <div role="status">
        {state.status === 'loading' && 'Searching the documentation…'}
        {state.status === 'error' &&
          'The documentation index could not be loaded. Check your connection and try again.'}
        {state.status === 'done' &&
          state.passages.length === 0 &&
          `No passages found for “${state.question}”.`}
      </div>
      {state.status === 'done' && state.passages.length > 0 && (
        <ol className={styles.passages} aria-label={`${passagesTitle} for “${state.question}”`}>
          {state.passages.map((hit) => (
            <li key={hit.objectID}>
              <blockquote cite={hit.url}>{hit.content ?? breadcrumb(hit)}</blockquote>
              <Link to={localPath(hit.url)} onClick={onClose}>
                {breadcrumb(hit)}
              </Link>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={styles.close} onClick={onClose}>
        Close
      </button>
    </section>
  );
}

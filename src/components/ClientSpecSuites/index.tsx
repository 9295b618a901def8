import type { ReactNode } from 'react';
import suiteFiles from '@unleash/client-specification/specifications/index.json';
import specPackage from '@unleash/client-specification/package.json';

const repository = 'https://github.com/Unleash/client-specification';

// Words in suite file names that are not written in lower case.
const specialWords: Record<string, string> = { api: 'API', cidr: 'CIDR', id: 'ID', utf8: 'UTF-8' };

/** `13-constraint-operators.json` becomes number `13` and title `Constraint operators`. */
function describeSuite(file: string) {
  const match = /^(\d+)-(.+)\.json$/.exec(file);
  const words = (match?.[2] ?? file.replace(/\.json$/, '')).split('-').filter(Boolean);
  const title = words.map((word) => specialWords[word.toLowerCase()] ?? word).join(' ');
  return { file, number: match?.[1] ?? '', title: title.charAt(0).toUpperCase() + title.slice(1) };
}

/** The test suites of the installed `@unleash/client-specification`, in the order of its index. */
export default function ClientSpecSuites(): ReactNode {
  const { version } = specPackage;
  return (
    <table>
      <caption>
        {suiteFiles.length} test suites in <code>@unleash/client-specification</code> {version}
      </caption>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Suite</th>
          <th scope="col">File</th>
        </tr>
      </thead>
      <tbody>
        {suiteFiles.map(describeSuite).map((suite) => (
          <tr key={suite.file}>
            <td>{suite.number}</td>
            <td>{suite.title}</td>
            <td>
              <a href={`${repository}/blob/v${version}/specifications/${suite.file}`}>
                <code>{suite.file}</code>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

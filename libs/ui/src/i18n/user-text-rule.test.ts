import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const WORKSPACE = join(__dirname, '..', '..', '..', '..');
const ESLINT = join(WORKSPACE, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** The workspace's lint, as `npm test` runs it, over a page's source given as text. */
function lintPage(source: string, file = 'apps/shell/src/pages/probe/ProbePage.tsx'): Array<{ at: string; message: string }> {
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], { cwd: WORKSPACE, input: source, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ line: number; column: number; message: string; ruleId: string | null }> }>;
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map(({ line, column, message }) => ({ at: `${line}:${column}`, message }));
}

const PAGE = `import { useText } from '@checker/ui';
export function ProbePage({ ready }: { ready: boolean }) {
  const text = useText();
  const columns = [{ title: 'Nominal', key: 'amount' }];
  return (
    <section title="Halaman" aria-label={ready ? 'Siap' : text('common.language.label')}>
      Selamat datang
      {'Sebuah teks'}
      <span title={text('common.language.en')}>{text('common.theme.toDark')}</span>
      <p>{columns.length}</p>
      <p data-testid={\`probe-\${ready}\`}>{\`Jumlah \${columns.length}\`}</p>
    </section>
  );
}
export function confirmRow(message: { success: (text: string) => void }) {
  message.success('Tersimpan');
  return window.confirm('Yakin?');
}
`;

describe('the user-text lint rule', () => {
  it('fails on every literal a user reads in a page and passes the catalogue texts', () => {
    const found = lintPage(PAGE);
    // The column title, the title prop, the conditional's literal, the JSX text (it starts after '>'), the {'…'} child,
    // the {`…`} child (not the test id's template), the notice, the confirm.
    expect([...new Set(found.map((m) => m.at))]).toEqual(['4:29', '6:20', '6:50', '6:90', '8:8', '11:42', '16:19', '17:25']);
    expect(found.every((m) => /message catalogue/.test(m.message))).toBe(true);
  });

  it('leaves tests alone', () => {
    expect(lintPage(PAGE, 'apps/shell/src/pages/probe/ProbePage.test.tsx')).toEqual([]);
  });
});

import { matchCodeLanguage } from './code-languages';

describe('matchCodeLanguage', () => {
  const nameOf = (info: string) => matchCodeLanguage(info)?.name ?? null;

  it('finds a language by name or alias, in any case', () => {
    expect(['js', 'JavaScript', 'TypeScript', 'ts', 'c++', 'bash', 'yml'].map(nameOf)).toEqual(['JavaScript', 'JavaScript', 'TypeScript', 'TypeScript', 'C++', 'Shell', 'YAML']);
  });

  it('finds a language by the file extension READMEs use as a fence name', () => {
    expect(['py', 'rs', 'kt', 'PY'].map(nameOf)).toEqual(['Python', 'Rust', 'Kotlin', 'Python']);
  });

  it('prefers a name or alias over an extension, and answers null for the unknown or empty', () => {
    expect(nameOf('c')).toBe('C');
    expect(nameOf('no-such-language')).toBeNull();
    expect(nameOf('')).toBeNull();
  });
});

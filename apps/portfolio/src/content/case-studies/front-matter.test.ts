import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';

const good = {
  title: 'T',
  summary: 'S',
  role: 'R',
  duration: '3 months',
  year: 2024,
  tags: ['A'],
};

describe('case-study front matter', () => {
  it('reads a whole front matter: year as text, gated false unless said', () => {
    expect(parseFrontMatter(good, 'a.md')).toEqual({ ...good, year: '2024', gated: false });
    expect(parseFrontMatter({ ...good, gated: true }, 'a.md').gated).toBe(true);
  });

  it('names the file, the field and what was expected for each wrong or missing field', () => {
    const { summary: _summary, ...withoutSummary } = good;
    expect(() => parseFrontMatter(withoutSummary, 'a.md')).toThrow(
      'a.md: front matter "summary": expected one or two sentences (text), got nothing',
    );
    expect(() => parseFrontMatter({ ...good, gated: 'yes' }, 'a.md')).toThrow(
      'a.md: front matter "gated": expected true or false, got "yes"',
    );
    expect(() => parseFrontMatter({ ...good, tags: 'Design' }, 'a.md')).toThrow(
      'a.md: front matter "tags": expected a list of text, got "Design"',
    );
    expect(() => parseFrontMatter({ ...good, title: '  ' }, 'a.md')).toThrow(
      'a.md: front matter "title": expected the project name (text, not empty), got ""',
    );
    let message = '';
    try {
      parseFrontMatter({ ...good, role: 3, tags: [1] }, 'a.md');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'a.md: front matter "role": expected your role (text), got 3',
      'a.md: front matter "tags.0": expected text, got 1',
    ]);
  });

  it('fails on a field it does not know, so a misspelt `gated` never leaves a study open', () => {
    expect(() => parseFrontMatter({ ...good, gate: true }, 'a.md')).toThrow(
      'a.md: front matter "gate": expected no such field (known fields: title, summary, role, duration, year, tags, gated), got true',
    );
    expect(() => parseFrontMatter('title T', 'a.md')).toThrow(
      'a.md: front matter "(the whole file)": expected a mapping of fields (title, summary, role, duration, year, tags, gated), got "title T"',
    );
  });
});

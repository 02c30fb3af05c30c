import { linkDefinitionsIn } from './link-definitions';

describe('linkDefinitionsIn', () => {
  it('finds top-level definitions, as written', () => {
    expect(linkDefinitionsIn('[a]: /x\n[b]: https://e.com "T"\n\ntext [a] [b]\n')).toEqual(['[a]: /x', '[b]: https://e.com "T"']);
  });

  it('finds definitions inside quotes and list items', () => {
    expect(linkDefinitionsIn('> [q]: /quote\n>\n> text\n\n- [l]: /item\n\n  more\n')).toEqual(['[q]: /quote', '[l]: /item']);
  });

  it('finds none where there are none, and not in code', () => {
    expect(linkDefinitionsIn('just [text](/url)\n')).toEqual([]);
    expect(linkDefinitionsIn('```\n[a]: /x\n```\n')).toEqual([]);
  });
});

import { restoreLinkTitles } from './link-titles';

describe('restoreLinkTitles (titles Quill keeps none of, given back from the source)', () => {
  it('gives links and images their titles back by destination', () => {
    const source = 'See [docs](http://d "Docs") and ![pic](x.png "Pic")';
    expect(restoreLinkTitles('See [docs](http://d) and ![pic](x.png)!', source)).toBe('See [docs](http://d "Docs") and ![pic](x.png "Pic")!');
  });

  // Images QA (2026-11-28): `[![alt](src)` was read as a link to the image's source.
  it('gives a linked image its title, and the link its own', () => {
    const source = '[![alt text](img.png "t")](https://example.com/ "Home") tail';
    expect(restoreLinkTitles('[![alt text](img.png)](https://example.com/) tailX', source)).toBe('[![alt text](img.png "t")](https://example.com/ "Home") tailX');
    expect(restoreLinkTitles('[![alt text](img.png)](https://example.com/) tailX', '[![alt text](img.png "t")](https://example.com/) tail')).toBe(
      '[![alt text](img.png "t")](https://example.com/) tailX',
    );
  });

  it('leaves links and images without a title in the source as they are', () => {
    expect(restoreLinkTitles('[a](u) ![b](v)', '[a](u "x")')).toBe('[a](u "x") ![b](v)');
    expect(restoreLinkTitles('[a](u)', 'no links')).toBe('[a](u)');
  });
});

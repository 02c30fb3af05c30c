/**
 * A long README-like document of ~`bytes` characters, the shape of the bench's typing document:
 * numbered sections with a heading, inline formatting, a nested list with a task, fenced
 * JavaScript and an aligned table. Long enough, lezer balances its top-level blocks into groups.
 */
export function longReadme(bytes: number): string {
  const sections: string[] = [];
  for (let i = 1, size = 0; size < bytes; i++) {
    const section = [
      `## Section ${i}`,
      '',
      `Paragraph ${i} with **bold**, *italic*, \`code\` and a [link](https://example.com/${i}).`,
      '',
      `- item ${i}.1\n- item ${i}.2\n  - nested ${i}\n- [x] task ${i}`,
      '',
      '```js',
      `function f${i}(x) { return x * ${i}; }`,
      '```',
      '',
      `| a | b |\n| :-- | --: |\n| ${i} | ${i * 2} |`,
      '',
    ].join('\n');
    sections.push(section);
    size += section.length + 1;
  }
  return sections.join('\n');
}

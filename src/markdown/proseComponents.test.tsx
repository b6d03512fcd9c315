import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { proseComponents } from './proseComponents';

describe('proseComponents', () => {
  it('makes a Markdown table a tab stop, so a table wider than the column can be scrolled from the keyboard', () => {
    const { table: Table } = proseComponents('en');
    const html = renderToStaticMarkup(
      <Table>
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(html).toBe('<table tabindex="0"><tbody><tr><td>cell</td></tr></tbody></table>');
  });
});

import type { CSSProperties } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStatic } from './renderStatic';

function Label({ name }: { name: string }) {
  return <code>{name}</code>;
}

async function Later({ text }: { text: string }) {
  await Promise.resolve();
  return <p className="later">{text}</p>;
}

describe('renderStatic', () => {
  it('renders host elements, fragments and function components, async ones included', async () => {
    const html = await renderStatic(
      <section className="box" aria-labelledby="t" data-entry="rows" hidden tabIndex={-1}>
        <>
          <h2 id="t">
            <Label name="rows" /> {3}
          </h2>
          <Later text={'a < b & "c"'} />
          <br />
          {[false, null, undefined, 'x'].map((value, index) => (
            <i key={index}>{value}</i>
          ))}
        </>
      </section>,
    );
    expect(html).toBe(
      '<section class="box" aria-labelledby="t" data-entry="rows" hidden="" tabindex="-1">' +
        '<h2 id="t"><code>rows</code> 3</h2><p class="later">a &lt; b &amp; &quot;c&quot;</p><br>' +
        '<i></i><i></i><i></i><i>x</i></section>',
    );
  });

  it('keeps raw HTML, styles and true ARIA values', async () => {
    expect(
      await renderStatic(
        <div style={{ fontSize: '12px', '--shiki-dark': '#fff' } as CSSProperties} aria-hidden>
          <span dangerouslySetInnerHTML={{ __html: '<b>bold</b>' }} />
        </div>,
      ),
    ).toBe('<div style="font-size:12px;--shiki-dark:#fff" aria-hidden="true"><span><b>bold</b></span></div>');
  });

  it('refuses what it cannot render faithfully: event handlers, numeric styles', async () => {
    await expect(renderStatic(<button onClick={() => undefined}>x</button>)).rejects.toThrow(/event handler "onClick"/);
    await expect(renderStatic(<div style={{ opacity: 0.5 }} />)).rejects.toThrow(/style "opacity" as a string/);
  });
});

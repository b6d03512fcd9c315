// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { DemoErrorBoundary } from './DemoErrorBoundary';

function Crash({ message }: { message: string }): never {
  throw new Error(message);
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('DemoErrorBoundary', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  function render(children: React.ReactNode) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => createRoot(container).render(children));
    return container;
  }

  it('shows a readable panel instead of a crashing demo, and keeps its siblings', () => {
    const container = render(
      <>
        <p>Prose before</p>
        <DemoErrorBoundary name="data-grid/overview/Broken" t={createTranslator('en')} language="en">
          <Crash message="rows must have an id" />
        </DemoErrorBoundary>
        <p>Prose after</p>
      </>,
    );
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('The demo “data-grid/overview/Broken” crashed.');
    expect(alert?.textContent).toContain('rows must have an id');
    expect(container.textContent).toContain('Prose before');
    expect(container.textContent).toContain('Prose after');
  });

  it('links a minified Material UI error to the production error page', () => {
    const container = render(
      <DemoErrorBoundary name="x" t={createTranslator('en')} language="en">
        <Crash message="Minified MUI error #9; visit https://mui.com/production-error/?code=9&args[]=tomato for the full message." />
      </DemoErrorBoundary>,
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/production-error/?code=9&args%5B%5D=tomato');
  });

  it('speaks the page language and links to the production error page in it', () => {
    const container = render(
      <DemoErrorBoundary name="x" t={createTranslator('zh')} language="zh">
        <Crash message="Minified MUI error #9; visit https://mui.com/production-error/?code=9 for the full message." />
      </DemoErrorBoundary>,
    );
    expect(container.querySelector('[role="alert"] strong')?.textContent).toBe('示例“x”运行出错。');
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('查看完整的错误信息');
    expect(link?.getAttribute('href')).toBe('/zh/production-error/?code=9');
  });

  it('renders its children when nothing crashes', () => {
    const container = render(
      <DemoErrorBoundary name="x" t={createTranslator('en')} language="en">
        <span>fine</span>
      </DemoErrorBoundary>,
    );
    expect(container.textContent).toBe('fine');
  });
});

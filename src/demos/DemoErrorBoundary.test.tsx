// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
        <DemoErrorBoundary name="data-grid/overview/Broken">
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
      <DemoErrorBoundary name="x">
        <Crash message="Minified MUI error #9; visit https://mui.com/production-error/?code=9&args[]=tomato for the full message." />
      </DemoErrorBoundary>,
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/production-error/?code=9&args%5B%5D=tomato');
  });

  it('renders its children when nothing crashes', () => {
    const container = render(
      <DemoErrorBoundary name="x">
        <span>fine</span>
      </DemoErrorBoundary>,
    );
    expect(container.textContent).toBe('fine');
  });
});

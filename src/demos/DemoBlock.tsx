import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { DemoSource } from '../content/loadPage.server';
import { DemoCode } from './DemoCode';
import { LiveDemo } from './LiveDemo';
import styles from './DemoBlock.module.css';

const DEFAULT_HEIGHT = 200;

/** A live demo with its source in TypeScript and JavaScript, both highlighted on the server. */
export function DemoBlock({ demo }: { demo: DemoSource }) {
  const render = (hast: DemoSource['ts']['hast']) => toJsxRuntime(hast, { Fragment, jsx, jsxs });
  return (
    <div className={styles.demo}>
      <div className={styles.live}>
        <LiveDemo id={demo.id} height={demo.height ?? DEFAULT_HEIGHT} />
      </div>
      <DemoCode ts={render(demo.ts.hast)} js={render(demo.js.hast)} />
    </div>
  );
}

import type { PageDemo } from '../content/loadPage.server';
import { SOURCE_REPO_URL } from '../site/config';
import { Playground } from '../playground/Playground';
import { Demo } from './Demo';

const DEFAULT_HEIGHT = 200;
const CHAT_URL = process.env.NEXT_PUBLIC_CHAT_URL;

/** `OrdersDataGrid` → `Orders data grid`. */
function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A demo as the page renders it: the server passes what the client needs, and the first code to show. */
export function DemoBlock({ demo, showAds }: { demo: PageDemo; showAds: boolean }) {
  if (demo.playgroundControls) {
    return (
      <Playground
        id={demo.id}
        name={demo.name}
        height={demo.height ?? DEFAULT_HEIGHT}
        controls={demo.playgroundControls}
      />
    );
  }
  return (
    <Demo
      id={demo.id}
      name={demo.name}
      title={humanize(demo.name)}
      height={demo.height ?? DEFAULT_HEIGHT}
      bg={demo.bg ?? 'outlined'}
      sourceUrl={`${SOURCE_REPO_URL}/${demo.sourcePath.replace(/\.tsx$/, '')}`}
      stylings={demo.stylings}
      showAds={showAds}
      {...(demo.hideToolbar && { hideToolbar: true })}
      {...(demo.defaultCodeOpen && { defaultCodeOpen: true })}
      {...(demo.stylesheet && { stylesheet: demo.stylesheet })}
      {...(CHAT_URL && { chatUrl: CHAT_URL })}
      {...(demo.initialCode && { initialCode: demo.initialCode })}
    />
  );
}

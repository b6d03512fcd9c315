'use client';
import { LiveDemo } from '../demos/LiveDemo';
import styles from '../demos/Demo.module.css';
import { PlaygroundControlsContext } from './context';
import type { PlaygroundControl } from './controls';

interface PlaygroundProps {
  readonly id: string;
  readonly name: string;
  readonly height: number;
  readonly controls: readonly PlaygroundControl[];
}

/** A props playground on the page: its panel and chart load like a demo, when they near the viewport. */
export function Playground({ id, name, height, controls }: PlaygroundProps) {
  return (
    <div className={styles.demo} data-bg="outlined" data-demo={name} data-playground="">
      <div className={styles.live} data-toolbar="none">
        <PlaygroundControlsContext value={controls}>
          <LiveDemo id={id} height={height} resetKey={0} />
        </PlaygroundControlsContext>
      </div>
    </div>
  );
}

'use client';
import { Component, type ReactNode } from 'react';
import { productionErrorPath } from '../errors/decodeError';
import styles from './LiveDemo.module.css';

interface Props {
  readonly name: string;
  readonly children: ReactNode;
}

/** Keeps a crashing demo from taking the page down: it shows a readable panel instead. */
export class DemoErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error) {
      const decoder = productionErrorPath(error.message);
      return (
        <div role="alert" className={styles.error}>
          <strong>The demo “{this.props.name}” crashed.</strong> {error.message}
          {decoder && (
            <>
              {' '}
              <a href={decoder}>Read the full error message</a>.
            </>
          )}
        </div>
      );
    }
    return this.props.children;
  }
}

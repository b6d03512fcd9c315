'use client';
import { Component, type ReactNode } from 'react';
import { sendAdEvent } from './events';

/** An ad that crashes while rendering renders nothing, and reports a `crash` event. */
export class AdBoundary extends Component<{ label: string; children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch() {
    sendAdEvent('crash', this.props.label);
  }

  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}
